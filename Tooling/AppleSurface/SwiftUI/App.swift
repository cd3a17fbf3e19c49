// The app and its scenes.
public import Observation

/// iOS 14.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// iOS 14.
extension App {
    /// iOS 14.
    @MainActor @preconcurrency public static func main() { fatalError() }
}

/// iOS 14.
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// iOS 14.
extension Scene {
    /// iOS 17.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some Scene where V: Equatable
    { _SurfaceScene() }
    /// iOS 17.
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene
    where V: Equatable { _SurfaceScene() }
    /// iOS 17.
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { _SurfaceScene() }
}

/// A scene of the surface that stands for every opaque `some Scene` a modifier returns.
public struct _SurfaceScene: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated init() { fatalError("the Apple surface is for type-checking only") }
}

/// iOS 14.
extension Never: Scene {}

/// iOS 14.
@resultBuilder public struct SceneBuilder {
    /// iOS 14.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
    /// iOS 14.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
}

/// iOS 14.
public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// iOS 14.
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}
