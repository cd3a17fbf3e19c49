// Colours, fonts, materials and layout values.

/// iOS 13.
public protocol ShapeStyle: Sendable {}

/// iOS 13.
@frozen public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// iOS 13.
    public static var clear: Color { fatalError() }
    /// iOS 13.
    public static var green: Color { fatalError() }
    /// iOS 13.
    public static var orange: Color { fatalError() }
    /// iOS 13.
    public static var secondary: Color { fatalError() }
}

/// iOS 15.
extension ShapeStyle where Self == Color {
    public static var green: Color { fatalError() }
    public static var orange: Color { fatalError() }
}

/// iOS 15.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    /// iOS 15.
    public static var primary: HierarchicalShapeStyle { fatalError() }
    /// iOS 15.
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

/// iOS 15.
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

/// iOS 15.
public struct Material: ShapeStyle {
    /// iOS 15.
    public static var bar: Material { fatalError() }
}

/// iOS 15.
extension ShapeStyle where Self == Material {
    public static var bar: Material { fatalError() }
}

/// iOS 13.
@frozen public struct Font: Hashable, Sendable {
    /// iOS 13.
    public static let largeTitle: Font = .init()
    /// iOS 13.
    public static let subheadline: Font = .init()
    /// iOS 13.
    public static let footnote: Font = .init()
    /// iOS 13.
    public func bold() -> Font { fatalError() }
    /// iOS 13.
    public func monospacedDigit() -> Font { fatalError() }
}

/// iOS 13.
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// iOS 13.
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

/// iOS 15.
@frozen public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
}

/// iOS 15.
@frozen public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

/// iOS 13.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// iOS 13.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

/// iOS 13.
@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}
