// A value the system keeps between runs (UserDefaults). Checked against: the iOS 18.0 SDK (Xcode
// 16.0), SwiftUI interface; the newest SDK's SwiftUI reference pages (iOS 27). Stricter than both:
// no `Sendable` conformance; only the `Int` initializer the app uses.
public import Foundation

@available(iOS 14.0, macOS 11.0, *)
@frozen @propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    @available(iOS 14.0, macOS 11.0, *)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    @available(iOS 14.0, macOS 11.0, *)
    public var projectedValue: Binding<Value> { fatalError() }
    /// `key` in `store` (the standard defaults when `nil`); `wrappedValue` while nothing is kept.
    @available(iOS 14.0, macOS 11.0, *)
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { fatalError() }
}
