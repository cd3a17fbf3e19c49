// State, bindings and the environment.
public import Observation

/// iOS 13.
public protocol DynamicProperty {}

/// iOS 13.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// iOS 13.
    public init(wrappedValue value: Value) { fatalError() }
    /// iOS 13.
    public init(initialValue value: Value) { fatalError() }
    /// iOS 13.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// iOS 13.
    public var projectedValue: Binding<Value> { fatalError() }
}

/// iOS 13.
extension State where Value: ExpressibleByNilLiteral {
    /// iOS 13.
    public init() { fatalError() }
}

/// iOS 13.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// iOS 13.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    /// iOS 13.
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// iOS 13.
    public var projectedValue: Binding<Value> { fatalError() }
    /// iOS 13.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// iOS 13.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// iOS 13.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    /// iOS 17.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    /// iOS 17.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
    /// iOS 13.
    public var wrappedValue: Value { fatalError() }
}

/// iOS 13.
public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public var description: String { fatalError() }
    /// iOS 14.
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set { fatalError() }
    }
}

/// iOS 14.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// iOS 17.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // Stored, so the compiler adds no internal `init()` a property wrapper may not have.
    private let object: Value
    /// iOS 17.
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    /// iOS 17.
    public var projectedValue: Bindable<Value> { fatalError() }
    /// iOS 17.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject { fatalError() }
}

/// iOS 17.
extension Bindable where Value: AnyObject, Value: Observable {
    /// iOS 17.
    public init(wrappedValue: Value) { fatalError() }
    /// iOS 17.
    public init(_ wrappedValue: Value) { fatalError() }
    /// iOS 17.
    public init(projectedValue: Bindable<Value>) { fatalError() }
}
