import Foundation

/// A value shared between threads, reached only under a lock: `cerrojo.withLock { $0 … }`.
///
/// `Synchronization.Mutex` does the same, but on Linux it locks with raw futex calls that
/// ThreadSanitizer cannot see, so every value it guards is reported as a race and
/// `swift test --sanitize=thread` stops meaning anything. This class locks an `NSLock` (a pthread
/// mutex, which the sanitizer understands) and is used by every module of the app and its tests
/// instead. (The architecture checker in Tooling, which runs no sanitizer, uses `Mutex`.)
///
/// Why `@unchecked Sendable` is safe: `valor` is private, and the only way to reach it is
/// `withLock`, which holds `cerrojo` for the whole closure, so no two threads ever touch it at once;
/// the closure gets it `inout` for that call only, and `Valor` is itself `Sendable`, so whatever the
/// closure copies out may cross threads.
public final class Cerrojo<Valor: Sendable>: @unchecked Sendable {
    private let cerrojo = NSLock()
    private var valor: Valor

    public init(_ valor: Valor) {
        self.valor = valor
    }

    public func withLock<Resultado, Fallo: Error>(_ cuerpo: (inout Valor) throws(Fallo) -> Resultado) throws(Fallo) -> Resultado {
        cerrojo.lock()
        defer { cerrojo.unlock() }
        return try cuerpo(&valor)
    }
}
