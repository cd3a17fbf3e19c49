import Foundation

@testable import ArchitectureCheck

/// A small repository written to a temporary folder: sources, a describe JSON like SwiftPM's,
/// and a policy. The default layout mirrors the real one in miniature.
struct Fixture {
    let root: URL
    var targets: [DescribedTarget]
    var policy: Policy

    static let defaultTargets: [(name: String, type: String, path: String, dependencies: [String])] = [
        ("Torneo", "library", "Modules/Torneo", []),
        ("Core", "library", "Modules/Core", []),
        ("Partidos", "library", "Modules/Partidos", ["Core", "Torneo"]),
        ("Marcador", "library", "Modules/Marcador", ["Core", "Torneo", "Partidos"]),
        ("Cronica", "library", "Modules/Cronica", ["Core", "Torneo", "Partidos"]),
        ("App", "library", "Apps/App", ["Partidos", "Marcador", "Cronica", "Core", "Torneo"]),
        ("Demo", "executable", "Apps/Demo", ["App"]),
        ("MarcadorTests", "test", "Tests/MarcadorTests", ["Marcador"]),
    ]

    static let defaultPolicy = Policy(
        targets: [
            "Torneo": .model, "Core": .core, "Partidos": .feature, "Marcador": .feature, "Cronica": .feature,
            "App": .app, "Demo": .executable, "MarcadorTests": .test,
        ]
    )

    /// `files` maps repository paths to contents; every target gets its files from its folder.
    init(
        _ files: [String: String],
        targets: [(name: String, type: String, path: String, dependencies: [String])] = Fixture.defaultTargets,
        policy: Policy = Fixture.defaultPolicy
    ) throws {
        root = scratchFolder("architecture-fixture")
        var all = files
        for target in targets where !files.keys.contains(where: { $0.hasPrefix(target.path + "/") }) {
            // In a layer folder, so that a module's kind follows from its layout as in the repository.
            let folder = target.path.hasPrefix("Modules/") ? "/Domain" : ""
            all[target.path + folder + "/Placeholder.swift"] = "// Nothing yet.\n"
        }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        self.targets = targets.map { target in
            let sources = all.keys.filter { $0.hasPrefix(target.path + "/") }.map { String($0.dropFirst(target.path.count + 1)) }.sorted()
            return DescribedTarget(
                name: target.name, type: target.type, path: target.path, sources: sources, dependencies: target.dependencies)
        }
        self.policy = policy
    }

    var package: DescribedPackage {
        DescribedPackage(name: "Fixture", targets: targets)
    }

    /// The fixture's index as the compiler would write it: a current unit for every source, with the
    /// occurrences given by path (a module occurrence is an import of that module).
    func index(_ occurrences: [String: [IndexedOccurrence]] = [:]) -> [IndexedFile] {
        targets.flatMap { target in
            target.sources.map { source in
                let path = target.path + "/" + source
                let found = occurrences[path] ?? []
                return IndexedFile(
                    path: root.appendingPathComponent(path).path, module: target.name, unitWritten: .distantFuture,
                    imports: found.filter { $0.kind == IndexedOccurrence.moduleKind }.map(\.name), occurrences: found)
            }
        }
    }

    func check(_ occurrences: [String: [IndexedOccurrence]] = [:]) throws(CheckError) -> CheckReport {
        try ArchitectureChecker(policy: policy, package: package, root: root).check(index(occurrences))
    }

    func errors(_ rule: Rule, _ occurrences: [String: [IndexedOccurrence]] = [:]) throws -> [Violation] {
        try check(occurrences).violations.filter { $0.rule == rule }
    }

    /// The describe JSON as SwiftPM prints it (snake-case keys), written next to the sources.
    func writeDescribe() throws -> String {
        let targetsJSON = targets.map { target in
            let sources = target.sources.map { "\"\($0)\"" }.joined(separator: ", ")
            let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return """
                {"name": "\(target.name)", "type": "\(target.type)", "path": "\(target.path)", "c99name": "\(target.name)",
                 "module_type": "SwiftTarget", "sources": [\(sources)], "target_dependencies": [\(dependencies)]}
                """
        }.joined(separator: ",\n")
        let url = root.appendingPathComponent("describe.json")
        try Data("{\"name\": \"Fixture\", \"path\": \"\(root.path)\", \"targets\": [\(targetsJSON)]}".utf8).write(to: url)
        return url.path
    }

    func writePolicy(_ text: String) throws -> String {
        let url = root.appendingPathComponent("policy.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
