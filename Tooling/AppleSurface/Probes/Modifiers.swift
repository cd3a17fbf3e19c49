// Signature probes of the view modifiers the app applies (see Views.swift). The SDK declares them
// `nonisolated`, so they are named here outside the main actor; their results are opaque (`_`).
import Foundation
import Observation
import SwiftUI

/// An `@Observable`-like model for `.environment(_:)`.
final class ModeloObservado: Observable {}

nonisolated func modifiers<V: View>(of view: V) {
    let _: (Color) -> _ = view.foregroundStyle(_:)
    let _: (Font?) -> _ = view.font(_:)
    let _: (Bool) -> _ = view.bold(_:)
    let _: (Edge.Set, CGFloat?) -> _ = view.padding(_:_:)
    let _: (Material, Edge.Set) -> _ = view.background(_:ignoresSafeAreaEdges:)
    let _: (Alignment, () -> Text) -> _ = view.overlay(alignment:content:)
    let _: (VerticalEdge, HorizontalAlignment, CGFloat?, () -> Text) -> _ = view.safeAreaInset(edge:alignment:spacing:content:)
    let _: (Bool) -> _ = view.disabled(_:)
    let _: (Int, Bool) -> _ = view.tag(_:includeOptional:)
    let _: (HorizontalEdge, Bool, () -> Text) -> _ = view.swipeActions(edge:allowsFullSwipe:content:)
    let _: (String) -> _ = view.navigationTitle(_:)
    let _: (Int.Type, @escaping (Int) -> Text) -> _ = view.navigationDestination(for:destination:)
    let _: (LocalizedStringKey, Binding<Bool>, () -> Text, () -> Text) -> _ = view.alert(_:isPresented:actions:message:)
    let _: ((() -> Void)?) -> _ = view.onAppear(perform:)
    let _: (TaskPriority, sending @escaping @Sendable () async -> Void) -> _ = view.task(priority:_:)
    let _: (@escaping @Sendable () async -> Void) -> _ = view.refreshable(action:)
    let _: (Int, Bool, @escaping (Int, Int) -> Void) -> _ = view.onChange(of:initial:_:)
    let _: (ModeloObservado?) -> _ = view.environment(_:)
}
