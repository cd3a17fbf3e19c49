/// The import rules, on each unit's imported modules placed at the file's `import` line.
/// An index built where no UI framework exists (the plain Linux build) cannot tell an unused
/// dependency from one imported behind `#if canImport(…)`: a target none of whose files imports
/// anything of ours is then left to the surface build's index, where those branches compile.
enum ImportRules {
    static func violations(
        policy: Policy, package: DescribedPackage, files: [(place: SourceMap.Place, file: IndexedFile)]
    ) -> [Violation] {
        let ours = Set(package.targets.map(\.name))
        let frameworks = Set(policy.uiFrameworks)
        var imported: [String: Set<String>] = [:]
        var found: [Violation] = []
        let declared = Dictionary(package.targets.map { ($0.name, Set($0.dependencies)) }, uniquingKeysWith: { first, _ in first })
        for (place, file) in files {
            for module in Set(file.imports).sorted() {
                // Where the file imports it: the first occurrence of its name.
                let at = file.occurrences.first { $0.kind == IndexedOccurrence.moduleKind && $0.name == module }
                func finding(_ rule: Rule, _ message: String, reason: String, fix: String) -> Violation {
                    Violation(
                        rule: rule, file: place.path, line: at?.line, column: at?.column, subject: module, message: message, reason: reason,
                        fix: fix)
                }
                if frameworks.contains(module), let part = partWithoutUI(place) {
                    found.append(
                        finding(
                            .layerUIFramework, "\(part) imports \(module), a UI framework",
                            reason: "Domain and Data know no UI: their rules run, and are tested, without a screen",
                            fix: "move the code that needs \(module) to the UI folder and let it call Domain"))
                }
                guard ours.contains(module), module != place.target else { continue }
                imported[place.target, default: []].insert(module)
                guard declared[place.target]?.contains(module) != true else { continue }
                found.append(
                    finding(
                        .importUndeclared, "\(place.target) imports \(module), which Package.swift does not declare as its dependency",
                        reason: "an undeclared import builds only when SwiftPM happens to build \(module) first",
                        fix:
                            "declare \(module) in the dependencies of \(place.target) (if the policy allows that arrow) or remove the import"
                    ))
            }
        }
        // Our own kits (Presentacion) build everywhere, so they say nothing about the index.
        let sdk = frameworks.subtracting(ours)
        let builtWithoutUI = !sdk.isEmpty && files.allSatisfy { Set($0.file.imports).isDisjoint(with: sdk) }
        for target in package.targets where target.isSwift {
            if builtWithoutUI, imported[target.name] == nil { continue }
            let unused = target.dependencies.sorted().filter { ours.contains($0) && imported[target.name]?.contains($0) != true }
            guard !unused.isEmpty else { continue }
            let list = unused.joined(separator: ", ")
            found.append(
                Violation(
                    rule: .importUnusedDependency, severity: .warning, file: "Package.swift", subject: "\(target.name) -> \(list)",
                    message:
                        "\(target.name) declares \(list) as \(unused.count == 1 ? "a dependency" : "dependencies") but no file imports \(unused.count == 1 ? "it" : "them")",
                    reason: "an unused dependency widens the graph and slows builds",
                    fix: "remove \(list) from the dependencies of \(target.name), or import where used"))
        }
        return found
    }

    /// "Partidos/Domain", "Torneo (the model)"; nil where UI frameworks may be imported.
    private static func partWithoutUI(_ place: SourceMap.Place) -> String? {
        switch place.kind {
        case .model: "\(place.target) (the model)"
        case .feature, .core: place.folder.flatMap { ["Domain", "Data"].contains($0) ? "\(place.target)/\($0)" : nil }
        default: nil
        }
    }
}
