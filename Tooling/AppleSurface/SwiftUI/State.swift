// State, bindings and the environment. Checked against: the iOS 18.0 SDK (Xcode 16.0), SwiftUICore
// and SwiftUI interfaces; the newest SDK's SwiftUI reference pages (iOS 27). Stricter than both: no
// conditional `Sendable` on `State`, `Binding`, `Environment` or `Bindable`; `Binding.init(get:set:)`
// without `@_inheritActorContext` (its closures must say `@MainActor` to touch a view's state).
public import Observation

@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, *)
extension DynamicProperty {
    public mutating func update() {}
}

@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @available(iOS 13.0, macOS 10.15, *)
    public init(wrappedValue value: Value) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public init(initialValue value: Value) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    @available(iOS 13.0, macOS 10.15, *)
    public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension State where Value: ExpressibleByNilLiteral {
    @available(iOS 13.0, macOS 10.15, *)
    public init() { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    /// The closures became `@isolated(any) @Sendable` in the iOS 18 SDK.
    @available(iOS 13.0, macOS 10.15, *)
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        fatalError()
    }
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    @available(iOS 13.0, macOS 10.15, *)
    public var projectedValue: Binding<Value> { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @available(iOS 13.0, macOS 10.15, *)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public var description: String { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
}

@available(iOS 14.0, macOS 11.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

@available(iOS 17.0, macOS 14.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // Stored, so the compiler adds no internal `init()` a property wrapper may not have.
    private let object: Value
    @available(iOS 17.0, macOS 14.0, *)
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    @available(iOS 17.0, macOS 14.0, *)
    public var projectedValue: Bindable<Value> { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    @available(iOS 17.0, macOS 14.0, *)
    public init(wrappedValue: Value) { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ wrappedValue: Value) { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    public init(projectedValue: Bindable<Value>) { fatalError() }
}
