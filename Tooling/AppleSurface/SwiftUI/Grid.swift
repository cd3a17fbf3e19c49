// The grid a table lays out in (the league table), and the column alignment of its cells. Added by a
// feature team as a file of its own, with its probe in Probes/Grid.swift: no other surface file
// changes. Written from the declarations as SwiftUI documents them (`Grid`, `GridRow`,
// `View.gridColumnAlignment(_:)`, all iOS 16.0: `nonisolated` initialisers and modifier, `@ViewBuilder`
// content), without an SDK at hand: not yet compared line by line with the iOS 18.0 interface or the
// newest pages; the macOS job's probe step is the check. Stricter than the SDK: only the initialisers
// the app uses.
public import Foundation

@available(iOS 16.0, macOS 13.0, *)
@frozen public struct Grid<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        fatalError()
    }
}

@available(iOS 16.0, macOS 13.0, *)
@frozen public struct GridRow<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { fatalError() }
}

extension View {
    /// How the cells of this cell's column line up.
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { _SurfaceView() }
}
