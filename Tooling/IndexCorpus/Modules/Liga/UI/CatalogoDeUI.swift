/// Something of each kind a reference can reach, declared in Liga/UI.
extension Equipo {
    /// Reached through a value of a type declared elsewhere.
    public var apodoDeUI: String { "" }
}

public enum EstadoDeUI: Sendable {
    case enJuego, final
}

public let limiteDeUI = 3

public struct FichaDeUI: Sendable {
    public var goles = 0
    public init() {}
}

@propertyWrapper
public struct GuardadoEnUI<Valor> {
    public var wrappedValue: Valor
    public init(wrappedValue: Valor) { self.wrappedValue = wrappedValue }
}

public struct LoteDeUI: Sendable {
    public init() {}
}

public protocol FuenteDeUI {}
