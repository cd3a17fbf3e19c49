import Observation

/// Suspends until `condicion` holds, waking only when something it reads changes (Observation), so
/// nothing polls.
@MainActor
public func esperar(hasta condicion: @escaping @MainActor () -> Bool) async {
    while !condicion() {
        await withCheckedContinuation { (continuacion: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = condicion()
            } onChange: {
                continuacion.resume()
            }
        }
    }
}
