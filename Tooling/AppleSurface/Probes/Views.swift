// Signature probes of the views the app builds. Each line names one SDK declaration the code uses
// with the types it relies on (labels, parameter types and attributes, result, isolation), compiled
// here against the surface and on a Mac against the SDK (.github/workflows/ci.yml).
import Foundation
import SwiftUI

nonisolated func textAndLabels() {
    let _: (LocalizedStringKey, String?, Bundle?, StaticString?) -> Text = Text.init(_:tableName:bundle:comment:)
    let _: (String) -> Text = Text.init(_:)
    let _: (Text) -> (Font?) -> Text = Text.font(_:)
    let _: (Text) -> () -> Text = Text.bold
    let _: (Text) -> () -> Text = Text.monospacedDigit
    let _: (String) -> Image = Image.init(systemName:)
    let _: (LocalizedStringKey, String) -> Label<Text, Image> = Label.init(_:systemImage:)
    let _: (String, String) -> Label<Text, Image> = Label.init(_:systemImage:)
    let _: (LocalizedStringKey, String, Text?) -> ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> =
        ContentUnavailableView.init(_:systemImage:description:)
    let _: (String, String, Text?) -> ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> =
        ContentUnavailableView.init(_:systemImage:description:)
    let _: (String) -> ProgressView<Text, EmptyView> = ProgressView.init(_:)
    let _: (Double?, Double, () -> Text) -> ProgressView<Text, EmptyView> = ProgressView.init(value:total:label:)
    let _: (Text) -> AnyView = AnyView.init(_:)
}

/// An element of a `ForEach` over identifiable values.
private struct Fila: Identifiable {
    var id: Int
}

nonisolated func stacksAndContainers() {
    let _: (VerticalAlignment, CGFloat?, () -> Text) -> HStack<Text> = HStack.init(alignment:spacing:content:)
    let _: (HorizontalAlignment, CGFloat?, () -> Text) -> VStack<Text> = VStack.init(alignment:spacing:content:)
    let _: (() -> Text) -> List<Never, Text> = List.init(content:)
    let _: (() -> Text) -> Form<Text> = Form.init(content:)
    let _: (() -> Text) -> Section<EmptyView, Text, EmptyView> = Section.init(content:)
    let _: (String, () -> Text) -> Section<Text, Text, EmptyView> = Section.init(_:content:)
    let _: (() -> Text, () -> Text, () -> Text) -> Section<Text, Text, Text> = Section.init(content:header:footer:)
    let _: ([Fila], @escaping (Fila) -> Text) -> ForEach<[Fila], Int, Text> = ForEach.init(_:content:)
    let _: ([String], KeyPath<String, String>, @escaping (String) -> Text) -> ForEach<[String], String, Text> = ForEach.init(_:id:content:)
}

nonisolated func navigationAndControls() {
    let _: (() -> Text) -> NavigationStack<NavigationPath, Text> = NavigationStack.init(root:)
    let _: (Binding<[Int]>, () -> Text) -> NavigationStack<[Int], Text> = NavigationStack.init(path:root:)
    let _: (Int?, () -> Text) -> NavigationLink<Text, Never> = NavigationLink.init(value:label:)
    let _: (@escaping @MainActor () -> Void, () -> Text) -> Button<Text> = Button.init(action:label:)
    let _: (String, @escaping @MainActor () -> Void) -> Button<Text> = Button.init(_:action:)
    let _: (LocalizedStringKey, ButtonRole?, @escaping @MainActor () -> Void) -> Button<Text> = Button.init(_:role:action:)
    let _: ButtonRole = .cancel
    let _: (String, Binding<String>) -> TextField<Text> = TextField.init(_:text:)
    let _: (String, Binding<Int>, () -> Text) -> Picker<Text, Int, Text> = Picker.init(_:selection:content:)
}

/// The tab of a `TabView` without selection, as the root builds its tabs.
private typealias Pestana = Tab<Never, Text, DefaultTabLabel>

/// Main-actor isolated in the SDK (`Spacer.init` in iOS 18.0, the `Tab` initialisers in the newest).
@MainActor func mainActorViews() {
    let _: (CGFloat?) -> Spacer = Spacer.init(minLength:)
    let _: (String, String, () -> Text) -> Pestana = Tab.init(_:systemImage:content:)
}

nonisolated func tabs() {
    let _: (() -> Pestana) -> TabView<Never, TabContentBuilder<Never>.Content<Pestana>> = TabView.init(content:)
    let _: (Range<Int>, KeyPath<Int, Int>, @escaping (Int) -> Pestana) -> ForEach<Range<Int>, Int, Pestana> = ForEach.init(_:id:content:)
}
