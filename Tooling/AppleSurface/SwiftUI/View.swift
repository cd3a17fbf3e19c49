// The SwiftUI API Marcador's views use, so the Linux build type-checks them; bodies trap. Each
// `@available` is the release its reference page gives, which `check-architecture --availability`
// reads from this module's symbol graph. Each file here opens with its own record (Tooling/README.md).
//
// Checked against: the iOS 18.0 SDK (Xcode 16.0), SwiftUICore interface; the newest SDK's SwiftUI
// reference pages (iOS 27). `View` is `@MainActor @preconcurrency` in both; `@ViewBuilder` where the
// newest pages write `@ContentBuilder`. SwiftUI re-exports Foundation (`CGFloat`, `Date`), so this does.
@_exported public import Foundation

// MARK: - View (iOS 13)

@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view of the surface that stands for every opaque `some View` a modifier returns.
public struct _SurfaceView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated init() { fatalError("the Apple surface is for type-checking only") }
}

// MARK: - ViewBuilder (iOS 13)

@available(iOS 13.0, macOS 10.15, *)
@resultBuilder public struct ViewBuilder {
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock() -> EmptyView { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    /// Parameter packs; back-deployed to iOS 13.
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: View, FalseContent: View { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @inlinable nonisolated public init() {}
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public var value: T {
        get { fatalError() }
        set { fatalError() }
    }
    nonisolated public init(_ value: T) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    nonisolated public init<V>(_ view: V) where V: View { fatalError() }
}
