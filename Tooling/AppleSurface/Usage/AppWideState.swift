// Type-checked against the surface by Tooling/check-apple-code.sh: the SwiftUI API for app-wide
// state that the app's next screens use (an observable object handed down with `.environment(_:)`
// and read with `@Environment(Type.self)`, `@Environment(\.scenePhase)`, `.onChange(of:)`,
// `@Bindable`, a typed navigation path with `navigationDestination(for:)`, `.task` setting
// main-actor state), so that the surface keeps declaring it the way that code will call it.
import Observation
import SwiftUI

@MainActor @Observable final class Match {
    var minute = 0
}

struct MatchBar: View {
    @Environment(Match.self) private var match
    @Environment(Match.self) private var optionalMatch: Match?
    @Environment(\.scenePhase) private var phase
    @State private var path: [Int] = []

    var body: some View {
        @Bindable var match = match
        NavigationStack(path: $path) {
            Text("minute \(match.minute)")
                .navigationDestination(for: Int.self) { id in Text("\(id)") }
        }
        .onChange(of: phase) { _, now in
            if now == .background { match.minute = 0 }
        }
        .onChange(of: match.minute) { path.removeAll() }
        .task { match.minute += 1 }
    }
}

struct MatchApp: App {
    @State private var match = Match()
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup {
            MatchBar().environment(match)
        }
        .onChange(of: phase) { _, _ in }
    }
}

#Preview("The bar") {
    MatchBar().environment(Match())
}
