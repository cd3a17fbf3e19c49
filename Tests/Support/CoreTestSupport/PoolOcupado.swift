import Foundation

/// Blocks every thread of Swift's cooperative pool for `duracion`, the calling one included: what a
/// loaded run does to work that waits for a pool thread. Only a test that proves something does not
/// need the pool (a deadline on a queue of its own) calls it.
public func ocuparElPoolCooperativo(durante duracion: Duration) {
    let fin = DispatchTime.now() + Double(duracion.components.seconds) + Double(duracion.components.attoseconds) / 1e18
    let otros = ProcessInfo.processInfo.activeProcessorCount - 1
    for _ in 0..<max(otros, 0) {
        Task.detached { bloquear(hasta: fin) }
    }
    bloquear(hasta: fin)
}

private func bloquear(hasta fin: DispatchTime) {
    // Blocking on purpose: a semaphore no one signals holds the thread until `fin`.
    _ = DispatchSemaphore(value: 0).wait(timeout: fin)
}
