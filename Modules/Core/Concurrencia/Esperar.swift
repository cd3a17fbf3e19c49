import Observation

/// Suspends until `condicion` holds, waking only when something it reads changes (Observation), so
/// nothing polls. A cancelled task stops waiting at once.
@MainActor
public func esperar(hasta condicion: @escaping @MainActor () -> Bool) async {
    while !condicion(), !Task.isCancelled {
        let pendiente = Cerrojo<CheckedContinuation<Void, Never>?>(nil)
        // Resumed once, by whichever comes first: a change, or the task's cancellation.
        let reanudar: @Sendable () -> Void = { pendiente.withLock { $0.take() }?.resume() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuacion: CheckedContinuation<Void, Never>) in
                pendiente.withLock { $0 = continuacion }
                withObservationTracking {
                    _ = condicion()
                } onChange: {
                    reanudar()
                }
                if Task.isCancelled { reanudar() }
            }
        } onCancel: {
            reanudar()
        }
    }
}
