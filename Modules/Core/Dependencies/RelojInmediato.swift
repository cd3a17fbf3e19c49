/// A clock on which every wait ends at once, moving `now` to the deadline: code that waits runs to the
/// end without time passing. For tests and previews that do not care about the waits themselves.
public final class RelojInmediato: Clock, Sendable {
    public typealias Instant = InstanteSimulado

    private let ahora: Cerrojo<InstanteSimulado>

    public init(now: InstanteSimulado = InstanteSimulado()) {
        self.ahora = Cerrojo(now)
    }

    public var now: InstanteSimulado {
        ahora.withLock { $0 }
    }

    public var minimumResolution: Duration {
        .zero
    }

    public func sleep(until deadline: InstanteSimulado, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        ahora.withLock { ahora in ahora = max(ahora, deadline) }
        // Let other tasks take their turn, as a real wait would, without any time passing.
        await Task.yield()
    }
}
