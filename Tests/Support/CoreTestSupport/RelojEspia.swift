public import Core
import Synchronization

/// A `RelojPasoAPaso` that counts the sleeps asked of it: a spy for code that must not sleep for
/// an instant already past.
public final class RelojEspia: Clock, Sendable {
    public let reloj = RelojPasoAPaso()
    private let cuenta = Mutex(0)

    public init() {}

    /// How many times `sleep(until:tolerance:)` was called.
    public var esperas: Int { cuenta.withLock { $0 } }

    public var now: InstanteSimulado { reloj.now }
    public var minimumResolution: Duration { reloj.minimumResolution }

    public func sleep(until deadline: InstanteSimulado, tolerance: Duration? = nil) async throws {
        cuenta.withLock { $0 += 1 }
        try await reloj.sleep(until: deadline, tolerance: tolerance)
    }
}
