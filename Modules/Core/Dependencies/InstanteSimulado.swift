/// An instant of a clock whose time only moves when the code says so (``RelojInmediato``,
/// ``RelojPasoAPaso``): the time passed since the clock's start.
public struct InstanteSimulado: InstantProtocol, Hashable, Sendable {
    public var desdeElInicio: Duration

    public init(desdeElInicio: Duration = .zero) {
        self.desdeElInicio = desdeElInicio
    }

    public func advanced(by duracion: Duration) -> InstanteSimulado {
        InstanteSimulado(desdeElInicio: desdeElInicio + duracion)
    }

    public func duration(to otro: InstanteSimulado) -> Duration {
        otro.desdeElInicio - desdeElInicio
    }

    public static func < (izquierdo: InstanteSimulado, derecho: InstanteSimulado) -> Bool {
        izquierdo.desdeElInicio < derecho.desdeElInicio
    }
}
