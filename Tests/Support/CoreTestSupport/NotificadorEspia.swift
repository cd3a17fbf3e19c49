public import Core

/// A `Notificador` that records each notice instead of showing it.
public final class NotificadorEspia: Notificador {
    public struct Aviso: Equatable, Sendable {
        public var titulo: String
        public var cuerpo: String

        public init(titulo: String, cuerpo: String) {
            self.titulo = titulo
            self.cuerpo = cuerpo
        }
    }

    private let recibidos = Cerrojo<[Aviso]>([])

    public init() {}

    /// Every notice, in the order it was given.
    public var avisos: [Aviso] {
        recibidos.withLock { $0 }
    }

    public func notificar(titulo: String, cuerpo: String) {
        recibidos.withLock { $0.append(Aviso(titulo: titulo, cuerpo: cuerpo)) }
    }
}
