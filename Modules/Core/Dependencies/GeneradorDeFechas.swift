public import Foundation

/// Tells the time: read it as `@Dependency(\.date) var date` and call `date()`, or read only the
/// instant with `@Dependency(\.date.now) var ahora`.
public typealias GeneradorDeFechas = Generador<Date>

extension Generador where Valor == Date {
    /// The instant of the read.
    public var now: Date {
        self()
    }

    /// The system's time: the live value.
    public static var actual: Generador<Date> {
        Generador { Date() }
    }
}
