// The view modifiers Marcador uses: `nonisolated` methods of `View`, as in the SDK. Checked against:
// the iOS 18.0 SDK (Xcode 16.0), SwiftUI and SwiftUICore interfaces; the newest SDK's SwiftUI
// reference pages (iOS 27). Stricter of the two: `task` takes 18.0's `@Sendable` action (the newest
// takes a `sending @isolated(any)` one, which accepts captures 18.0 refuses); `tag(_:includeOptional:)`,
// the public form in 18.0; `refreshable` without the SDK's `@_inheritActorContext` (stricter than
// both). `tabItem(_:)` left out: deprecated in iOS 27, the app uses `Tab`.
public import Foundation
public import Observation

extension View {
    // MARK: Text and style

    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _SurfaceView() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func font(_ font: Font?) -> some View { _SurfaceView() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func bold(_ isActive: Bool = true) -> some View { _SurfaceView() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func monospacedDigit() -> some View { _SurfaceView() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _SurfaceView() }
    /// Liquid Glass (its parameters left out): newer than the deployment target, so only the
    /// availability check's planted case uses it.
    @available(iOS 26.0, macOS 26.0, *)
    nonisolated public func glassEffect() -> some View { _SurfaceView() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        _SurfaceView()
    }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        _SurfaceView()
    }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func safeAreaInset<V>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View where V: View { _SurfaceView() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func disabled(_ disabled: Bool) -> some View { _SurfaceView() }
    /// `tag(_:)` is internal in iOS 18.0: calls resolve to this one.
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { _SurfaceView() }

    // MARK: Navigation and presentation

    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View { _SurfaceView() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _SurfaceView() }
    @available(iOS 14.0, macOS 11.0, *)
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _SurfaceView() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _SurfaceView() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View { _SurfaceView() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _SurfaceView() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View { _SurfaceView() }

    // MARK: Life cycle and tasks

    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _SurfaceView() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _SurfaceView() }
    /// As iOS 18.0 declares it: a `@Sendable` action that inherits the caller's actor (so a
    /// view's `.task` may set its main-actor state) and captures only `Sendable` values.
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { _SurfaceView() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable { _SurfaceView() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _SurfaceView() }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> some View where V: Equatable
    { _SurfaceView() }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { _SurfaceView() }

    // MARK: Environment

    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { _SurfaceView() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _SurfaceView() }
}
