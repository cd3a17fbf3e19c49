import Dispatch

/// Runs every job of the tasks that prefer it one after another, in the order they arrive, so work
/// woken by a clock runs in the order the clock woke it.
final class EjecutorEnSerie: TaskExecutor {
    private let cola = DispatchQueue(label: "EjecutorEnSerie")

    func enqueue(_ trabajo: consuming ExecutorJob) {
        let trabajo = UnownedJob(trabajo)
        cola.async {
            trabajo.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
