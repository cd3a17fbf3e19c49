// Colours, fonts, materials and layout values. Checked against: the iOS 18.0 SDK (Xcode 16.0),
// SwiftUICore and SwiftUI interfaces; the newest SDK's SwiftUI reference pages (iOS 27). No
// difference found; `Color` is a `nonisolated` value in both.

@available(iOS 13.0, macOS 10.15, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public static let clear = Color()
    @available(iOS 13.0, macOS 10.15, *)
    public static let green = Color()
    @available(iOS 13.0, macOS 10.15, *)
    public static let orange = Color()
    @available(iOS 13.0, macOS 10.15, *)
    public static let secondary = Color()
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == Color {
    public static var green: Color { fatalError() }
    public static var orange: Color { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    @available(iOS 15.0, macOS 12.0, *)
    public static let primary = HierarchicalShapeStyle()
    @available(iOS 15.0, macOS 12.0, *)
    public static let secondary = HierarchicalShapeStyle()
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
public struct Material: ShapeStyle {
    @available(iOS 15.0, macOS 12.0, *)
    public static let bar = Material()
}

@available(iOS 15.0, macOS 12.0, *)
extension ShapeStyle where Self == Material {
    public static var bar: Material { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Font: Hashable, Sendable {
    @available(iOS 13.0, macOS 10.15, *)
    public static let largeTitle: Font = .init()
    @available(iOS 13.0, macOS 10.15, *)
    public static let subheadline: Font = .init()
    @available(iOS 13.0, macOS 10.15, *)
    public static let footnote: Font = .init()
    @available(iOS 13.0, macOS 10.15, *)
    public func bold() -> Font { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public func monospacedDigit() -> Font { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    @available(iOS 13.0, macOS 10.15, *)
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

@available(iOS 15.0, macOS 12.0, *)
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

@available(iOS 15.0, macOS 12.0, *)
@frozen public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}
