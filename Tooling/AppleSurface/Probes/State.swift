// Signature probes of state, bindings and the environment (see Views.swift).
import SwiftUI

nonisolated func stateAndEnvironment() {
    let _: (Int) -> State<Int> = State.init(initialValue:)
    let _: (@escaping @isolated(any) @Sendable () -> Int, @escaping @isolated(any) @Sendable (Int) -> Void) -> Binding<Int> =
        Binding.init(get:set:)
    let _: (KeyPath<EnvironmentValues, ScenePhase>) -> Environment<ScenePhase> = Environment.init(_:)
    let _: KeyPath<EnvironmentValues, ScenePhase> = \.scenePhase
    let _: ScenePhase = .background
    let _: (ModeloObservado.Type) -> Environment<ModeloObservado> = Environment.init(_:)
    let _: (ModeloObservado.Type) -> Environment<ModeloObservado?> = Environment.init(_:)
    let _: (ModeloObservado) -> Bindable<ModeloObservado> = Bindable.init(wrappedValue:)
}

/// `@ViewBuilder` on a function of the app's own, as a screen's helper uses it.
@MainActor @ViewBuilder func construida(_ mostrada: Bool) -> some View {
    if mostrada { Text("") }
}
