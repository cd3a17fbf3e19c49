import Torneo

/// The match screen in one value: the state of the match (``MarcadorUiState``), the screen's notice,
/// and the words and choices the screen shows. The SwiftUI view and the text renderer both read it,
/// so they say the same.
public struct PantallaDelPartido: Equatable, Sendable {
    public static let cargando = "Cargando…"
    public static let tituloDeLosGoles = "Goles"
    public static let tituloDelGolAMano = "Gol a mano"

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

    /// The match on screen.
    public struct Encuentro: Equatable, Sendable {
        public let local: String
        public let visitante: String
        /// "2-1".
        public let resultado: String
        public let minuto: Int
        public let duracion: Int
        /// "en juego", "Final", "sin empezar" or "parado".
        public let fase: String
        public let marcha: Marcha
        /// The last fifteen-minute mark, "minuto 45 con 1-1"; nil before the first.
        public let ultimoAviso: String?
        /// One line per goal so far, in order: "12' Ana (Rayo FC)".
        public let goles: [String]
        public let golesAMano: [GolAMano]

        /// "minuto 12 de 90".
        public var minutoDeLaDuracion: String { "minuto \(minuto) de \(duracion)" }

        /// "Rayo FC 2-1 Toros · minuto 55 · en juego".
        public var resumen: String { "\(local) \(resultado) \(visitante) · minuto \(minuto) · \(fase)" }
    }

    public enum Contenido: Equatable, Sendable {
        /// "Cargando…".
        case cargando(String)
        /// "No existe el partido n.º 99".
        case error(String)
        case encuentro(Encuentro)
    }

    /// "Partido n.º 1".
    public let titulo: String
    public let contenido: Contenido
    /// What the screen says besides the match: another match is in play, a goal was refused…
    public let aviso: String?

    public init(partidoId: Int, estado: MarcadorUiState, aviso: String?) {
        titulo = "Partido n.º \(partidoId)"
        self.aviso = aviso
        switch estado {
        case .cargando:
            contenido = .cargando(Self.cargando)
        case let .error(mensaje):
            contenido = .error(mensaje)
        case let .exito(exito):
            let partido = exito.partido
            contenido = .encuentro(
                Encuentro(
                    local: partido.local.nombre,
                    visitante: partido.visitante.nombre,
                    resultado: exito.marcador.description,
                    minuto: exito.minuto,
                    duracion: exito.duracion,
                    fase: exito.fase,
                    marcha: exito.corriendo ? .enJuego : .detenido,
                    ultimoAviso: exito.ultimoAviso.isEmpty ? nil : exito.ultimoAviso,
                    goles: exito.goles,
                    golesAMano: Lado.allCases.map { GolAMano(lado: $0, titulo: "Gol de \($0.equipo(en: partido).nombre)") }
                ))
        }
    }
}
