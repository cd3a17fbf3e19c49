import Synchronization

/// Per-worker totals for the read baseline, guarded by a mutex.
final class WorkerTotals: Sendable {
    private let values: Mutex<[Int]>

    init(count: Int) {
        values = Mutex([Int](repeating: 0, count: count))
    }

    func set(_ index: Int, _ value: Int) {
        values.withLock { $0[index] = value }
    }

    var sum: Int { values.withLock { $0.reduce(0, +) } }
}
