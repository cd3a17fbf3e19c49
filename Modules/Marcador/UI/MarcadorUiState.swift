public import Torneo

/// Everything the match screen can show, in one value.
public enum MarcadorUiState: Equatable, Sendable {
    case cargando
    /// A message for the person, such as "No existe el partido n.º 99".
    case error(String)
    case exito(Exito)

    /// The screen with its data: a snapshot, it never changes.
    public struct Exito: Equatable, Sendable {
        public let partidoId: Int
        /// The match as played so far.
        public let partido: Partido
        public let marcador: Marcador
        public let minuto: Int
        public let corriendo: Bool
        /// The last minute mark, "minuto 45 con 1-1"; empty before the first.
        public let ultimoAviso: String
        /// 90 or 60.
        public let duracion: Int

        public init(partidoId: Int, partido: Partido, marcador: Marcador, minuto: Int, corriendo: Bool, ultimoAviso: String, duracion: Int)
        {
            self.partidoId = partidoId
            self.partido = partido
            self.marcador = marcador
            self.minuto = minuto
            self.corriendo = corriendo
            self.ultimoAviso = ultimoAviso
            self.duracion = duracion
        }

        /// "en juego", "Final", "sin empezar" or "parado".
        public var fase: String {
            if corriendo { return "en juego" }
            if minuto >= duracion { return "Final" }
            return minuto == 0 ? "sin empezar" : "parado"
        }

        /// One line per goal so far, in order: "12' Ana (Rayo FC)".
        public var goles: [String] { partido.lineasDeGol }
    }
}
