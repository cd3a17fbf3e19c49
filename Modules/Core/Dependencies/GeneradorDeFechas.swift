public import Foundation

/// Tells the time: read it as `@Dependency(\.date) var date` and call `date()`, or read only the
/// instant with `@Dependency(\.date.now) var ahora`.
public struct GeneradorDeFechas: Sendable {
    private let generar: @Sendable () -> Date

    public init(_ generar: @escaping @Sendable () -> Date) {
        self.generar = generar
    }

    public func callAsFunction() -> Date {
        generar()
    }

    /// The instant of the read.
    public var now: Date {
        generar()
    }

    /// The system's time: the live value.
    public static let actual = GeneradorDeFechas { Date() }

    /// Always the same instant.
    public static func constante(_ fecha: Date) -> GeneradorDeFechas {
        GeneradorDeFechas { fecha }
    }
}
