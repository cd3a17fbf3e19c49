import Dispatch
import Foundation
import Synchronization

/// Runs work items on every core.
enum ParallelWork {
    /// The result of `item(&state, index)` for every index below `count`, in order. Each worker
    /// makes its own `state` once and takes every n-th item, so targets of any size spread evenly;
    /// it hands its results over once, when it is done.
    static func map<State, Result: Sendable>(
        _ count: Int, state makeState: @autoclosure @Sendable () -> State, _ item: @Sendable (inout State, Int) -> Result
    ) -> [Result] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let done = Mutex([[Result]](repeating: [], count: workers))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var state = makeState()
            let results = stride(from: worker, to: count, by: workers).map { item(&state, $0) }
            done.withLock { $0[worker] = results }
        }
        let byWorker = done.withLock { $0 }
        return (0..<count).map { byWorker[$0 % workers][$0 / workers] }
    }
}
