// swift-format-ignore-file
// Names spelled like Liga's Data types that are Domain's own: valid code, so no finding.

/// A Domain enum with a case spelled like a Data type.
public enum Jugada: Sendable {
    case uno, RepositorioDeLiga
}

struct Reglamento {
    func primera() -> Jugada { .RepositorioDeLiga }
    func esLaSegunda(_ jugada: Jugada) -> Bool { jugada == Jugada.RepositorioDeLiga }

    /// A backticked local constant spelled like a Data type.
    func contar() -> Int {
        let `RepositorioDeLiga` = 2
        return `RepositorioDeLiga` + 1
    }
}
