import Dispatch
import Foundation

/// Runs work items on every core. Each worker takes every n-th item and writes each result
/// straight into its own slot, so results are neither locked nor copied.
enum ParallelWork {
    /// `state` makes each worker's own state once; `item(&state, index)` does one item.
    static func map<State, Result: Sendable>(
        _ count: Int, state makeState: @autoclosure @Sendable () -> State, _ item: @Sendable (inout State, Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var state = makeState()
            var position = worker
            while position < count {
                slots.initialize(position, to: item(&state, position))
                position += workers
            }
        }
        return slots.moveOut()
    }
}

/// Uninitialised memory for `count` results.
/// `@unchecked Sendable` is safe here: every slot is initialised exactly once, by the one worker
/// whose stride reaches it, and read only after `concurrentPerform` has returned.
private final class Slots<Element>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element>
    private let count: Int
    private var moved = false

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
    }

    func initialize(_ position: Int, to value: Element) {
        (storage + position).initialize(to: value)
    }

    func moveOut() -> [Element] {
        moved = true
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: storage, count: count)
            initialized = count
        }
    }

    deinit {
        if !moved { storage.deinitialize(count: count) }
        storage.deallocate()
    }
}

/// Per-item values handed from one parallel pass to a later one, so the later pass can take each
/// value and free it on its own core instead of all at once at the end.
/// `@unchecked Sendable` is safe here: within a pass each slot is touched only by the one worker
/// whose stride reaches it, and passes are ordered by `concurrentPerform` returning.
final class HandOff<Element>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(1, count))
        storage.initialize(repeating: nil, count: count)
    }

    func put(_ position: Int, _ value: Element) {
        storage[position] = value
    }

    func take(_ position: Int) -> Element? {
        let value = storage[position]
        storage[position] = nil
        return value
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}

extension ParallelWork {
    /// Replaces every element with `empty` on every core, so that what the elements own is
    /// released in parallel instead of one element after another when the array goes.
    static func release<Element: Sendable>(_ elements: inout [Element], replacingWith empty: Element) {
        guard !elements.isEmpty else { return }
        elements.withUnsafeMutableBufferPointer { buffer in
            let shared = SharedSlots(buffer)
            let count = buffer.count
            let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var position = worker
                while position < count {
                    shared.replace(position, with: empty)
                    position += workers
                }
            }
        }
    }
}

/// An array's elements, lent to the workers of one `concurrentPerform`.
/// `@unchecked Sendable` is safe here: each slot is written only by the one worker whose stride
/// reaches it, and the buffer outlives the workers, which end before `withUnsafeMutableBufferPointer`
/// returns.
private struct SharedSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    func replace(_ position: Int, with value: Element) {
        buffer[position] = value
    }
}
