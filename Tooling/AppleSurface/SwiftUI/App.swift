// The app and its scenes. Checked against: the iOS 18.0 SDK (Xcode 16.0), SwiftUI interface; the
// newest SDK's SwiftUI reference pages (iOS 27). Stricter of the two: `WindowGroup.init(content:)`
// deprecated (iOS 18.0, macOS 15.0, the deployment targets), so the app uses `init(makeContent:)`
// (both SDKs, iOS 14); its content is `@ViewBuilder`, not the newest `@ContentBuilder`.
public import Observation

@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, *)
extension App {
    @available(iOS 14.0, macOS 11.0, *)
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, *)
extension Scene {
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some Scene where V: Equatable
    { _SurfaceScene() }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene
    where V: Equatable { _SurfaceScene() }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable { _SurfaceScene() }
}

/// A scene of the surface that stands for every opaque `some Scene` a modifier returns.
public struct _SurfaceScene: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated init() { fatalError("the Apple surface is for type-checking only") }
}

@available(iOS 14.0, macOS 11.0, *)
extension Never: Scene {}

@available(iOS 14.0, macOS 11.0, *)
@resultBuilder public struct SceneBuilder {
    @available(iOS 14.0, macOS 11.0, *)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// Deprecated in iOS 18.0 and macOS 15.0, the deployment targets: unconditionally here.
    @available(iOS 14.0, macOS 11.0, *)
    @available(*, deprecated, renamed: "init(makeContent:)")
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) { fatalError() }
}
