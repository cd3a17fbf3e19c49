/// A type that names one dependency and carries its default values, so no registration is needed at
/// start-up: the value travels with the key type.
///
/// Only `liveValue` is required. `previewValue` defaults to the live value. A key that gives no
/// `testValue` reports an issue when it is read in the test context and then falls back to the live
/// value, so a test never touches the real environment without saying so.
public protocol DependencyKey {
    associatedtype Value: Sendable

    /// The value used when the app runs for real.
    static var liveValue: Value { get }
    /// The value used when the code runs under tests.
    static var testValue: Value { get }
    /// The value used by previews and the demo.
    static var previewValue: Value { get }
}

extension DependencyKey {
    public static var previewValue: Value { liveValue }

    public static var testValue: Value {
        reportIssue(
            """
            The dependency \(String(reflecting: Self.self)) has no test value and was read in a test; \
            override it (withDependencies or the .dependencias trait) or give the key a testValue. \
            Using its live value.
            """
        )
        return liveValue
    }
}
