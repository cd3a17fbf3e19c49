/// Every import of one of our modules must be a dependency Package.swift declares; a declared
/// dependency no file imports is reported as a warning.
enum ImportRules {
    static func violations(target: DescribedTarget, files: ArraySlice<ScannedFile>, packageModules: Set<String>) -> [Violation] {
        let declared = Set(target.dependencies)
        var imported: Set<String> = []
        var found: [Violation] = []
        for file in files {
            for fact in file.imports where packageModules.contains(fact.module) && fact.module != target.name {
                imported.insert(fact.module)
                guard !declared.contains(fact.module) else { continue }
                found.append(
                    Violation(
                        rule: .importUndeclared, file: file.path, line: fact.line, column: fact.column, subject: fact.module,
                        message: "\(target.name) imports \(fact.module), which Package.swift does not declare as its dependency",
                        reason: "an undeclared import builds only when SwiftPM happens to build \(fact.module) first",
                        fix:
                            "declare \(fact.module) in the dependencies of \(target.name) (if the policy allows that arrow) or remove the import"
                    ))
            }
        }
        let unused = target.dependencies.sorted().filter { packageModules.contains($0) && !imported.contains($0) }
        if !unused.isEmpty {
            let list = unused.joined(separator: ", ")
            found.append(
                Violation(
                    rule: .importUnusedDependency, severity: .warning, file: "Package.swift", subject: "\(target.name) -> \(list)",
                    message:
                        "\(target.name) declares \(list) as \(unused.count == 1 ? "a dependency" : "dependencies") but no file imports \(unused.count == 1 ? "it" : "them")",
                    reason: "an unused dependency widens the graph and slows builds",
                    fix: "remove \(list) from the dependencies of \(target.name), or import where used"
                ))
        }
        return found
    }
}
