import Foundation

/// `check-architecture new-feature`: a feature module added in one step, or nothing written.
enum NewFeatureCommand {
    struct Options {
        var name: String?
        var owner: String?
        var uses: [String] = []
        var root = "."
    }

    static let usage = Usage<Options>(
        synopsis: "check-architecture new-feature NAME --owner @org/team [--uses FEATURE]... [--root DIR]",
        about: """
            Creates Modules/NAME/{Domain,UI} with a first type in each, Tests/NAMETests with a test of
            each, the module README with its owner, an empty API.txt (its public-API contract), the
            app's Funcionalidades/ContenedorDeLaApp+NAME.swift with the factory for its screen, adds the
            one line of Package.swift (its dependencies are the --uses), and regenerates the module
            graph, its README's neighbourhood and CODEOWNERS. Then `swift build`, `swift test --filter
            NAMETests` and `check-architecture` pass. On any problem it writes nothing and exits 2.
            """,
        flags: [
            Flag("--owner", value: "@org/team", help: "the team that owns it (its README's owner line)") { $0.owner = $1 },
            Flag("--uses", value: "FEATURE", help: "a feature whose Domain it uses (repeat, or separate with commas)") {
                $0.uses += $1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            },
            Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
        ],
        operand: { options, name throws(CheckError) in
            guard options.name == nil else { throw .usage(problem: "unknown argument \(name)") }
            options.name = name
        })

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        guard let options = try usage.parse(arguments, Options(), output: output) else { return 0 }
        guard let name = options.name else { throw .usage(problem: "new-feature needs the feature's NAME") }
        guard let owner = options.owner, owner.hasPrefix("@"), owner.count > 1, !owner.contains(" ") else {
            throw .usage(problem: "new-feature needs --owner @org/team, the team that owns \(name)")
        }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        var plan = try Plan(name: name, owner: owner, uses: Array(Set(options.uses)).sorted(), root: root)
        try plan.apply()
        for line in plan.summary { output.standard(line + "\n") }
        output.standard("next: swift build && swift test --filter \(name)Tests && swift run check-architecture\n")
        return 0
    }

    /// Every file the feature writes or changes, decided before anything is written.
    struct Plan {
        var root: URL
        /// The feature's own folders, new: on a failure they go whole.
        var folders: [String]
        var created: [(path: String, text: String)] = []
        var manifest: String
        /// The generated documents as they are: the update after writing may change them.
        var generated: [String]
        var summary: [String] = []

        /// `described` is the package at `root` when the caller has it; otherwise it is described.
        init(name: String, owner: String, uses: [String], root: URL, described: DescribedPackage? = nil) throws(CheckError) {
            self.root = root
            guard name.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil, !["Any", "Self", "Type", "Protocol"].contains(name) else {
                throw .usage(problem: "\(name) is not a module name: use letters and digits, starting with a capital (Estadios)")
            }
            if uses.contains(name) { throw .usage(problem: "\(name) cannot use itself: the arrow would close a cycle") }
            manifest = try Self.manifest(adding: name, uses: uses, root: root)
            // What needs the package described (its targets, their kinds, the app's folder) comes
            // after what the arguments and Package.swift's text can refuse: `swift package describe`
            // is the command's slow step.
            let package: DescribedPackage
            if let described { package = described } else { package = try PackageDescriber.describe(root: root) }
            let policy = try Policy.load(root: root, package: package)
            let taken = Set(package.targets.map(\.name))
            for candidate in [name, name + "Tests"] where taken.contains(candidate) {
                throw .usage(problem: "a target named \(candidate) already exists; choose another name")
            }
            folders = ["Modules/\(name)", "Tests/\(name)Tests"]
            for used in uses {
                guard policy.kind(of: used) == .feature else {
                    let features = policy.features.joined(separator: ", ")
                    throw .usage(problem: "--uses \(used) is not a feature (features: \(features))")
                }
            }
            generated = try GeneratedDocs(policy: policy, package: package, root: root).documents().map(\.path)
            guard let app = package.targets.first(where: { policy.kind(of: $0.name) == .app }) else {
                throw .usage(problem: "no app target to add \(name)'s part of the wiring to")
            }
            // `PATH.template` becomes `PATH`, `App/` the app's `Funcionalidades/`. The use case imports
            // the features it uses, so each declared dependency is used.
            let folder = root.appendingPathComponent("Tooling/templates/new-feature")
            let templates = FileManager.default.subpaths(atPath: folder.path)?.filter { $0.hasSuffix(".template") }.sorted() ?? []
            guard !templates.isEmpty else { throw .unreadableInput(path: folder.path, fix: "restore the templates of new-feature") }
            let imports = uses.map { "import \($0)\n" }.joined()
            for template in templates {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(template), encoding: .utf8) else {
                    throw .unreadableInput(path: folder.appendingPathComponent(template).path, fix: "restore the templates of new-feature")
                }
                let filled = text.replacing("__IMPORTS__", with: imports.isEmpty ? "" : imports + "\n")
                    .replacing("__OWNER__", with: owner).replacing("__LOWERNAME__", with: name.prefix(1).lowercased() + name.dropFirst())
                    .replacing("__ID__", with: name.lowercased()).replacing("__NAME__", with: name)
                var path = String(template.dropLast(".template".count)).replacing("__NAME__", with: name)
                if path.hasPrefix("App/") { path = app.path + "/Funcionalidades/" + path.dropFirst("App/".count) }
                created.append((path, filled))
            }
            // Its contract starts empty: the team records its API (`api --update`) once it has one.
            created.append(("Modules/\(name)/API.txt", PublicAPI(declarations: []).contract(module: name)))
            for path in folders + created.map(\.path) where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
                throw .usage(problem: "\(path) already exists; choose another name or remove it")
            }
            summary = created.map { "created \($0.path)" } + ["edited Package.swift"]
        }

        /// Package.swift with `name`'s line added: it ends the features section, after the last
        /// statement before the first `// MARK:` line after the first `feature(`.
        private static func manifest(adding name: String, uses: [String], root: URL) throws(CheckError) -> String {
            guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else {
                throw .unreadableInput(path: root.appendingPathComponent("Package.swift").path, fix: "new-feature edits it; restore it")
            }
            // With Core and Presentacion, where a feature registers itself and keeps its file; its tests
            // use Core's store.
            let line =
                "feature(\"\(name)\", dependsOn: [\((["Core", "Presentacion"] + uses.filter { !["Core", "Presentacion"].contains($0) }).map { "\"\($0)\"" }.joined(separator: ", "))], testsUse: [\"Core\"])"
            var lines = text.components(separatedBy: "\n")
            guard let first = lines.firstIndex(where: { $0.hasPrefix("feature(") }),
                let mark = lines[first...].firstIndex(where: { $0.hasPrefix("// MARK:") }),
                let last = lines[first..<mark].lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            else {
                throw .usage(
                    problem:
                        "cannot place \(name) in Package.swift: it needs `feature(...)` lines followed by a `// MARK:` line; add `\(line)` by hand"
                )
            }
            lines.insert(line, at: last + 1)
            return lines.joined(separator: "\n")
        }

        /// Writes everything, then regenerates the docs from the new manifest; on any failure puts
        /// every file back as it was and removes what it created.
        mutating func apply() throws(CheckError) {
            var originals: [String: String?] = [:]
            for path in generated + ["Package.swift"] {
                originals[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            // A file the feature adds outside its own folders (its part of the wiring) goes alone.
            let files = created.map(\.path).filter { path in !folders.contains { path.hasPrefix($0 + "/") } }
            do {
                for (path, text) in created + [("Package.swift", manifest)] { try writeFile(text, to: root.appendingPathComponent(path)) }
                let package = try PackageDescriber.describe(root: root)
                let policy = try Policy.load(root: root, package: package)
                summary += try GeneratedDocs(policy: policy, package: package, root: root).update().map { "updated \($0)" }
            } catch {
                for path in folders + files { try? FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
                for (path, text) in originals {
                    let url = root.appendingPathComponent(path)
                    if let text { try? Data(text.utf8).write(to: url) } else { try? FileManager.default.removeItem(at: url) }
                }
                throw error
            }
        }
    }
}
