/// `app.feature-outside-wiring`; the index decides which feature a name is of, never its spelling.
struct WiringRules: Sendable {
    let policy: Policy
    let package: DescribedPackage

    func violations(_ files: [(place: SourceMap.Place, file: IndexedFile)]) -> [Violation] {
        var declaredIn: [String: String] = [:]
        for (place, file) in files where place.kind == .feature {
            for occurrence in file.occurrences where occurrence.isDefinition {
                declaredIn[occurrence.usr] = declaredIn[occurrence.usr] ?? place.target
            }
        }
        let features = Set(policy.features)
        let shells = policy.appAndShells(of: package)
        var found: [Violation] = []
        for (place, file) in files where shells.contains(place.target) {
            var seen: Set<String> = []
            for occurrence in file.occurrences {
                let feature: String?
                if occurrence.kind == IndexedOccurrence.moduleKind {
                    feature = features.contains(occurrence.name) ? occurrence.name : nil
                } else {
                    feature = occurrence.isWrittenReference ? declaredIn[occurrence.usr] : nil
                }
                guard let feature, !allowed(feature, in: place.path),
                    seen.insert("\(occurrence.line):\(feature)").inserted
                else { continue }
                found.append(violation(feature, occurrence, place))
            }
        }
        return found
    }

    /// The feature's own wiring file, or a shared file the policy lists for it.
    private func allowed(_ feature: String, in path: String) -> Bool {
        let stem = path.split(separator: "/").last?.split(separator: ".").first ?? ""
        if stem.split(separator: "+").last.map(String.init) == feature, stem.contains("+") { return true }
        return policy.sharedAppFiles.contains { $0.file == path && $0.features.contains(feature) }
    }

    private func violation(_ feature: String, _ occurrence: IndexedOccurrence, _ place: SourceMap.Place) -> Violation {
        let what = occurrence.kind == IndexedOccurrence.moduleKind ? "imports \(feature)" : "uses \(occurrence.name) of \(feature)"
        return Violation(
            rule: .appFeatureOutsideWiring, file: place.path, line: occurrence.line, column: occurrence.column,
            subject: "\(feature) in \(place.target)",
            message: "\(place.target) \(what) outside \(feature)'s wiring file",
            reason: "a feature is its own files: the App and its shells reach it only through its registration",
            fix:
                "move this into the feature's registration or its wiring file (*+\(feature).swift in the App), or list the file for \(feature) in the policy's sharedAppFiles with why"
        )
    }
}
