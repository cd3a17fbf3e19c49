/// Something of each kind a reference can reach, declared in Liga/Data.
extension Equipo {
    /// Reached through a value of a type declared elsewhere.
    public var apodoDeData: String { "" }
}

public enum EstadoDeData: Sendable {
    case enJuego, final
}

public let limiteDeData = 3

public struct FichaDeData: Sendable {
    public var goles = 0
    public init() {}
}

@propertyWrapper
public struct GuardadoEnData<Valor> {
    public var wrappedValue: Valor
    public init(wrappedValue: Valor) { self.wrappedValue = wrappedValue }
}

public struct LoteDeData: Sendable {
    public init() {}
}

public protocol FuenteDeData {}
