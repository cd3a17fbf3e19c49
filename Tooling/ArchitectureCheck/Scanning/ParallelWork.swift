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

/// A value made in one parallel pass for one item of a later pass to take, so that the later
/// pass also releases it, on its own core. Releasing the facts of the 20,000 files of
/// `BenchmarkArchitecture`'s synthetic repository one after another at the end of a check took
/// 100 to 150 ms of its 850.
final class HandOff<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    /// The value, the first time; nil after.
    func take() -> Value? {
        value.withLock { $0.take() }
    }
}
