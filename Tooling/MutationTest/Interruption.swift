import Foundation
import Synchronization

/// Ctrl-C and SIGTERM end the command in flight (`ToolCommand` sees it within 0.2 s); the run then
/// puts the mutated file back and still writes the report of the mutants that ran.
final class Interruption: Sendable {
    static let shared = Interruption()

    private let interrupted = Mutex(false)

    var happened: Bool { interrupted.withLock { $0 } }

    /// From now on the two signals reach this object instead of ending the process. The sources
    /// returned must be kept for as long as that should last.
    func listen() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in interrupted.withLock { $0 = true } }
            source.resume()
            return source
        }
    }
}
