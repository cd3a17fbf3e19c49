import Foundation

/// Runs blocking work (a child process such as `swift package describe`, copying a tree) on a
/// thread of its own and awaits it. Every async test of the run shares a pool of one thread per
/// core; a test that blocks one for seconds delays the others' timers and wake-ups.
func onItsOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
