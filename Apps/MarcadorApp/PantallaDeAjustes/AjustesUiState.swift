/// The settings screen: the match duration, the choices, what the choice means, and why the last
/// one could not be saved. It reads the settings in memory, so it is never `cargando`.
public enum AjustesUiState: Equatable, Sendable {
    /// Nothing to show yet.
    case cargando
    /// The screen cannot be shown, and why (one Spanish line).
    case error(String)
    /// The settings.
    case exito(Exito)

    public static let titulo = "Ajustes"
    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let etiquetaDeLaDuracion = "Duración del partido"
    /// Put before why the last choice was not saved, in the text twin: "Aviso: …".
    public static let prefijoDelAviso = "Aviso: "

    /// One choice of duration: "90 minutos".
    public struct Opcion: Equatable, Sendable, Identifiable {
        public let minutos: Int
        public let elegida: Bool

        public var id: Int { minutos }
        public var texto: String { "\(minutos) minutos" }
    }

    /// The duration chosen, the choices, and why the last choice was refused or not saved.
    public struct Exito: Equatable, Sendable {
        /// 90 or 60.
        public let duracion: Int
        /// Every duration a match may have, in the order offered.
        public let duraciones: [Int]
        /// Why the last choice was refused or could not be saved (it holds until the app closes);
        /// "" once saved.
        public let ultimoAviso: String

        public init(duracion: Int, duraciones: [Int], ultimoAviso: String = "") {
            self.duracion = duracion
            self.duraciones = duraciones
            self.ultimoAviso = ultimoAviso
        }

        public var opciones: [Opcion] {
            duraciones.map { Opcion(minutos: $0, elegida: $0 == duracion) }
        }

        /// A match already in play keeps the duration it started with.
        public var explicacion: String { "Los partidos que empiecen a partir de ahora durarán \(duracion) minutos." }
    }
}
