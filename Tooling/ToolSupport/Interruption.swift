public import Foundation
import Synchronization

/// Ctrl-C and SIGTERM end the command in flight (`ToolCommand` sees it within 0.2 s); the tool then
/// undoes its edit (a mutated file put back) and still reports what it did.
public final class Interruption: Sendable {
    public static let shared = Interruption()

    private let interrupted = Mutex(false)

    public var happened: Bool { interrupted.withLock { $0 } }

    /// From now on the two signals reach this object instead of ending the process. The sources
    /// returned must be kept for as long as that should last.
    public func listen() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in interrupted.withLock { $0 = true } }
            source.resume()
            return source
        }
    }
}
