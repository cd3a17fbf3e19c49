import Dispatch
import Foundation
import Synchronization

/// Runs work items on every core. Each worker takes every n-th item and keeps its results until
/// it is done, so the results need one lock per worker, not one per item.
enum ParallelWork {
    /// `state` makes each worker's own state once; `item(&state, index)` does one item.
    static func map<State, Result: Sendable>(
        _ count: Int, state makeState: @Sendable () -> State, _ item: @Sendable (inout State, Int) -> Result
    ) -> [Result] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let collected = Mutex([[(Int, Result)]]())
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var state = makeState()
            var local: [(Int, Result)] = []
            local.reserveCapacity(count / workers + 1)
            var position = worker
            while position < count {
                local.append((position, item(&state, position)))
                position += workers
            }
            collected.withLock { $0.append(local) }
        }
        let parts = collected.withLock { $0 }
        var slots = [Result?](repeating: nil, count: count)
        for part in parts {
            for (position, result) in part { slots[position] = result }
        }
        return slots.map { $0! }
    }
}
