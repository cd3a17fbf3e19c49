// `#Preview`, expanded by Tooling/AppleSurface/PreviewMacros. `Preview` and `PreviewTrait` belong to
// DeveloperToolsSupport in the SDK (SwiftUI re-exports it). Checked against: the iOS 18.0 SDK (Xcode
// 16.0), DeveloperToolsSupport interface (whole) and SwiftUI interface; the newest reference pages
// (iOS 27), where the macros' bodies are `@ContentBuilder` (`@ViewBuilder` here). Stricter than
// both: `Preview` and `PreviewTrait` not `Sendable`.

@available(iOS 17.0, macOS 14.0, *)
@MainActor public struct Preview {
    @available(iOS 17.0, macOS 14.0, *)
    public enum ViewTraits {}
    @available(iOS 17.0, macOS 14.0, *)
    @MainActor public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        fatalError()
    }
}

@available(iOS 17.0, macOS 14.0, *)
@MainActor public struct PreviewTrait<T> {}

@available(iOS 17.0, macOS 14.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    @available(iOS 17.0, macOS 14.0, *)
    @MainActor public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    @MainActor public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@available(iOS 17.0, macOS 14.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
