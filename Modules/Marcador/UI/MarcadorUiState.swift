public import Torneo

/// Everything the match screen shows, in one value: the SwiftUI view and the text twin
/// (``TextoDelMarcador``) read only this, so they say the same.
public enum MarcadorUiState: Equatable, Sendable {
    /// Nothing to show yet: the screen has not appeared.
    case cargando
    /// The screen has nothing to show, and why (one Spanish line): "No existe el partido n.º 99".
    case error(String)
    /// The match as it stands.
    case exito(Exito)

    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let tituloDeLosGoles = "Goles"
    public static let tituloDelGolAMano = "Gol a mano"

    /// The screen's title, whatever it shows: "Partido n.º 1".
    public static func titulo(partidoId: Int) -> String { "Partido n.º \(partidoId)" }

    /// Whether the clock is running: the phase is marked with its symbol.
    public enum Marcha: Equatable, Sendable {
        case enJuego
        /// Not started, paused or over.
        case detenido

        /// The SF Symbol that marks it.
        public var simbolo: String {
            switch self {
            case .enJuego: "play.fill"
            case .detenido: "pause.fill"
            }
        }
    }

    /// A button that registers a goal by hand: "Gol de Rayo FC".
    public struct GolAMano: Equatable, Sendable {
        public let lado: Lado
        public let titulo: String

        public init(lado: Lado, titulo: String) {
            self.lado = lado
            self.titulo = titulo
        }
    }

    /// The match with its data: a snapshot, it never changes. Seven stored fields; the rest is
    /// derived from them.
    public struct Exito: Equatable, Sendable {
        public let partidoId: Int
        /// The match as played so far.
        public let partido: Partido
        public let marcador: Marcador
        public let minuto: Int
        public let corriendo: Bool
        /// The newest thing the screen said besides the match: the last minute mark ("minuto 45
        /// con 1-1"), or a refusal that came after it ("El partido no está en juego"); "" when there
        /// is nothing to say.
        public let ultimoAviso: String
        /// 90 or 60.
        public let duracion: Int

        public init(
            partidoId: Int, partido: Partido, marcador: Marcador, minuto: Int, corriendo: Bool, ultimoAviso: String, duracion: Int
        ) {
            self.partidoId = partidoId
            self.partido = partido
            self.marcador = marcador
            self.minuto = minuto
            self.corriendo = corriendo
            self.ultimoAviso = ultimoAviso
            self.duracion = duracion
        }

        /// After the final whistle: the stored match says so, or the clock stopped at `duracion`.
        public var terminado: Bool {
            partido.estado == .terminado || (!corriendo && minuto >= duracion)
        }

        /// "Partido n.º 1".
        public var titulo: String { MarcadorUiState.titulo(partidoId: partidoId) }

        /// "en juego", "Final", "sin empezar" or "parado".
        public var fase: String {
            if corriendo { return "en juego" }
            if terminado { return "Final" }
            return minuto == 0 ? "sin empezar" : "parado"
        }

        public var marcha: Marcha { corriendo ? .enJuego : .detenido }

        /// One line per goal so far, in order: "12' Ana (Rayo FC)".
        public var goles: [String] { partido.lineasDeGol }

        /// "minuto 12 de 90".
        public var minutoDeLaDuracion: String { "minuto \(minuto) de \(duracion)" }

        /// "Rayo FC 2-1 Toros · minuto 55 · en juego".
        public var resumen: String { "\(partido.local.nombre) \(marcador) \(partido.visitante.nombre) · minuto \(minuto) · \(fase)" }

        /// One button per side.
        public var golesAMano: [GolAMano] {
            Lado.allCases.map { GolAMano(lado: $0, titulo: "Gol de \($0.equipo(en: partido).nombre)") }
        }
    }
}
