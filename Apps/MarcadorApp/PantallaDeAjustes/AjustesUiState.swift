/// The settings screen: the match duration, the choices, what the choice means, and why the last
/// one could not be saved.
public struct AjustesUiState: Equatable, Sendable {
    public static let titulo = "Ajustes"
    public static let etiquetaDeLaDuracion = "Duración del partido"

    /// One choice of duration: "90 minutos".
    public struct Opcion: Equatable, Sendable, Identifiable {
        public let minutos: Int
        public let elegida: Bool

        public var id: Int { minutos }
        public var texto: String { "\(minutos) minutos" }
    }

    /// 90 or 60.
    public let duracion: Int
    /// Every duration a match may have, in the order offered.
    public let duraciones: [Int]
    /// The last change could not be saved (the choice holds until the app closes); nil once saved.
    public let aviso: String?

    public init(duracion: Int, duraciones: [Int], aviso: String?) {
        self.duracion = duracion
        self.duraciones = duraciones
        self.aviso = aviso
    }

    public var opciones: [Opcion] {
        duraciones.map { Opcion(minutos: $0, elegida: $0 == duracion) }
    }

    /// A match already in play keeps the duration it started with.
    public var explicacion: String { "Los partidos que empiecen a partir de ahora durarán \(duracion) minutos." }
}
