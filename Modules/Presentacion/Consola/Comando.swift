/// A command a person types at the console (`fichar Toros Zoe 8`), declared by the feature it
/// belongs to with its help line.
@MainActor
public struct Comando {
    /// The first word: `fichar`.
    public let nombre: String
    /// What follows it, as the help shows it: `EQUIPO NOMBRE [DORSAL]`; empty for none.
    public let argumentos: String
    /// One line for `ayuda`: "ficha a un jugador (los nombres con espacios, \"entre comillas\")".
    public let ayuda: String
    /// How many words may follow the name.
    public let cuantos: ClosedRange<Int>
    private let accion: @MainActor ([String], any SesionDeComandos) async throws(ErrorDeComando) -> Bool

    /// `accion` gets the words after the name (already counted) and returns whether it did what it
    /// says (a refused goal, say, is `false`: the screen it shows says why); a mistake in how it was
    /// typed or used is an `ErrorDeComando` with the hint.
    public init(
        _ nombre: String, argumentos: String = "", cuantos: ClosedRange<Int> = 0...0, ayuda: String,
        accion: @escaping @MainActor ([String], any SesionDeComandos) async throws(ErrorDeComando) -> Bool
    ) {
        self.nombre = nombre
        self.argumentos = argumentos
        self.ayuda = ayuda
        self.cuantos = cuantos
        self.accion = accion
    }

    /// `fichar EQUIPO NOMBRE [DORSAL]`.
    public var uso: String { argumentos.isEmpty ? nombre : "\(nombre) \(argumentos)" }

    /// Runs it with the words after its name; a wrong number of them is refused with the usage.
    public func ejecutar(_ palabras: [String], en sesion: any SesionDeComandos) async throws(ErrorDeComando) -> Bool {
        guard cuantos.contains(palabras.count) else { throw .uso(uso) }
        return try await accion(palabras, sesion)
    }
}

/// A command typed wrong or used at the wrong moment: what to do instead, in one line.
public enum ErrorDeComando: Error, Equatable {
    /// Too many or too few words: the command as it is typed.
    case uso(String)
    /// Anything else, as a hint: "Abre antes un partido, p. ej. 'partido 1'."
    case pista(String)
    /// A first word no feature declares.
    case desconocido(String)

    public var mensaje: String {
        switch self {
        case let .uso(uso): "Se escribe así: \(uso)."
        case let .pista(pista): pista
        case let .desconocido(nombre): "No existe la orden '\(nombre)'; escribe 'ayuda' para ver las órdenes."
        }
    }
}
