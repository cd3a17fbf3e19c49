/// The policy's UI frameworks (SwiftUI, UserNotifications…) are imported only by UI code: never in
/// a Domain or Data folder of a feature or Core, nor in the model. The imports are the compiler's,
/// placed at the file's first occurrence of the module's name (its `import`), so an import behind
/// `#if canImport(SwiftUI)` is seen by the build where that branch is active: the surface build's.
enum FrameworkRules {
    private static let layersWithoutUI: Set = ["Domain", "Data"]

    static func violations(policy: Policy, files: [(place: SourceMap.Place, file: IndexedFile)]) -> [Violation] {
        let frameworks = Set(policy.uiFrameworks)
        guard !frameworks.isEmpty else { return [] }
        var found: [Violation] = []
        for (place, file) in files {
            guard let part = part(of: place) else { continue }
            for module in Set(file.imports).intersection(frameworks).sorted() {
                let at = file.importOccurrence(of: module)
                found.append(
                    Violation(
                        rule: .layerUIFramework, file: place.path, line: at?.line, column: at?.column, subject: module,
                        message: "\(part) imports \(module), a UI framework",
                        reason: "Domain and Data know no UI: their rules run, and are tested, without a screen",
                        fix: "move the code that needs \(module) to the UI folder and let it call Domain"))
            }
        }
        return found
    }

    /// "Partidos/Domain", "Torneo (the model)"; `nil` where UI frameworks may be imported.
    private static func part(of place: SourceMap.Place) -> String? {
        switch place.kind {
        case .model: "\(place.target) (the model)"
        case .feature, .core: place.folder.flatMap { layersWithoutUI.contains($0) ? "\(place.target)/\($0)" : nil }
        default: nil
        }
    }
}
