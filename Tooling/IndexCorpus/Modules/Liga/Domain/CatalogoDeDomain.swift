/// Something of each kind a reference can reach, declared in Liga/Domain.
extension Equipo {
    /// Reached through a value of a type declared elsewhere.
    public var apodoDeDomain: String { "" }
}

public enum EstadoDeDomain: Sendable {
    case enJuego, final
}

public let limiteDeDomain = 3

public struct FichaDeDomain: Sendable {
    public var goles = 0
    public init() {}
}

@propertyWrapper
public struct GuardadoEnDomain<Valor> {
    public var wrappedValue: Valor
    public init(wrappedValue: Valor) { self.wrappedValue = wrappedValue }
}

public struct LoteDeDomain: Sendable {
    public init() {}
}

public protocol FuenteDeDomain {}
