/// Something of each kind a reference can reach, declared in Core/Network.
extension String {
    /// Reached through a value of a type declared elsewhere.
    public var apodoDeRed: String { "" }
}

public enum EstadoDeRed: Sendable {
    case enJuego, final
}

public let limiteDeRed = 3

public struct FichaDeRed: Sendable {
    public var goles = 0
    public init() {}
}

@propertyWrapper
public struct GuardadoEnRed<Valor> {
    public var wrappedValue: Valor
    public init(wrappedValue: Valor) { self.wrappedValue = wrappedValue }
}

public struct LoteDeRed: Sendable {
    public init() {}
}

public protocol FuenteDeRed {}

public struct Servicio: Sendable {
    public init() {}
}
