// Signature probes of the app, its scene and the previews (see Views.swift).
import SwiftUI

struct AppDeSonda: App {
    var body: some Scene {
        WindowGroup { Text("") }
    }
}

nonisolated func scenes<S: Scene>(of scene: S) {
    let _: (@escaping () -> Text) -> WindowGroup<Text> = WindowGroup.init(makeContent:)
    let _: (ScenePhase, Bool, @escaping (ScenePhase, ScenePhase) -> Void) -> _ = scene.onChange(of:initial:_:)
}

@MainActor func previewTraits() {
    let _: PreviewTrait<Preview.ViewTraits> = .sizeThatFitsLayout
}

#Preview { Text("") }

#Preview("Sonda", traits: .sizeThatFitsLayout) { Text("") }
