// Built-in views and controls. Checked against: the iOS 18.0 SDK (Xcode 16.0), SwiftUI and SwiftUICore
// interfaces; the newest SDK's SwiftUI reference pages (iOS 27). Stricter of the two (18.0):
// `Spacer.init` main-actor; `Button`, `NavigationStack`, `TabView` main-actor types; `LocalizedStringKey`
// and its `StringInterpolation` not `Sendable`. Stricter than both: `Image` main-actor by inference.
// The tab types (iOS 18.0) come from the newest pages only, held stricter: main-actor `Tab`
// initialiser and types, `@ViewBuilder` content where the pages write `@ContentBuilder`.
public import Foundation

// MARK: - Text and labels

@available(iOS 13.0, macOS 10.15, *)
@frozen nonisolated public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError()
    }
    @available(iOS 13.0, macOS 10.15, *)
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(verbatim content: String) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func font(_ font: Font?) -> Text { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func bold() -> Text { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func monospacedDigit() -> Text { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    @available(iOS 13.0, macOS 10.15, *)
    public init(_ value: String) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public init(stringLiteral value: String) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    @available(iOS 13.0, macOS 10.15, *)
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        @available(iOS 13.0, macOS 10.15, *)
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        @available(iOS 13.0, macOS 10.15, *)
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
        @available(iOS 13.0, macOS 10.15, *)
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable { fatalError() }
        @available(iOS 14.0, macOS 11.0, *)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
    }
}

/// iOS 18.0 marks both conformances unavailable: a key never crosses an isolation boundary.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

/// The numbers a `LocalizedStringKey` interpolates with a format specifier (iOS 13).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Image: View, Equatable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 11.0, *)
    nonisolated public init(systemName: String) { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String)
    where Title == Text, Icon == Image, S: StringProtocol { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
public struct ContentUnavailableView<Label, Description, Actions>: View where Label: View, Description: View, Actions: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)
    where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil)
    where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView, S: StringProtocol { fatalError() }
}

@available(iOS 14.0, macOS 11.0, *)
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView { fatalError() }
    @available(iOS 14.0, macOS 11.0, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol {
        fatalError()
    }
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint { fatalError() }
}

// MARK: - Stacks and containers

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, *)
@frozen @MainActor @preconcurrency public struct Spacer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
public struct Form<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
public struct Section<Parent, Content, Footer> {
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)
    where Parent == Text, Content: View, Footer == EmptyView { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content)
    where Parent == Text, Content: View, Footer == EmptyView, S: StringProtocol { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

@available(iOS 13.0, macOS 10.15, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

// MARK: - Navigation

@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 18.0, macOS 15.0, *)
    nonisolated public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent { fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
@MainActor @preconcurrency public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    associatedtype Body: TabContent
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 18.0, macOS 15.0, *)
extension Never: TabContent {
    public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, *)
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    @available(iOS 18.0, macOS 15.0, *)
    public struct Content<C>: View where C: TabContent {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    @available(iOS 18.0, macOS 15.0, *)
    public static func buildExpression<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { fatalError() }
    @available(iOS 18.0, macOS 15.0, *)
    public static func buildBlock<C>(_ content: C) -> C where C: TabContent, C.TabValue == TabValue { fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
extension Tab where Value == Never {
    @available(iOS 18.0, macOS 15.0, *)
    @_disfavoredOverload @MainActor @preconcurrency public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel, S: StringProtocol { fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = Never
    public var body: Never { return fatalError() }
    @available(iOS 18.0, macOS 15.0, *)
    nonisolated public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        fatalError()
    }
}

@available(iOS 16.0, macOS 13.0, *)
public struct NavigationPath: Equatable {
    @available(iOS 16.0, macOS 13.0, *)
    public init() { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    public mutating func append<V>(_ value: V) where V: Hashable { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never, P: Hashable { fatalError() }
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never, P: Hashable {
        fatalError()
    }
    @available(iOS 16.0, macOS 13.0, *)
    @_disfavoredOverload nonisolated public init<S, P>(_ title: S, value: P?)
    where Label == Text, Destination == Never, S: StringProtocol, P: Hashable { fatalError() }
}

// MARK: - Controls

@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) where Label == Text {
        fatalError()
    }
    @available(iOS 13.0, macOS 10.15, *)
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where Label == Text, S: StringProtocol { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where Label == Text { fatalError() }
    @available(iOS 15.0, macOS 12.0, *)
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where Label == Text, S: StringProtocol { fatalError() }
}

@available(iOS 15.0, macOS 12.0, *)
public struct ButtonRole: Equatable, Sendable {
    @available(iOS 15.0, macOS 12.0, *)
    public static let destructive = ButtonRole()
    @available(iOS 15.0, macOS 12.0, *)
    public static let cancel = ButtonRole()
}

@available(iOS 13.0, macOS 10.15, *)
public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where Label == Text, S: StringProtocol {
        fatalError()
    }
}

@available(iOS 13.0, macOS 10.15, *)
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where Label == Text { fatalError() }
    @available(iOS 13.0, macOS 10.15, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where Label == Text, S: StringProtocol { fatalError() }
}
