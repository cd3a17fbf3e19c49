import Foundation

/// `check-architecture new-feature`: a feature module added in one step, or nothing written.
enum NewFeatureCommand {
    static let help = """
        USAGE: check-architecture new-feature NAME --owner @org/team [--uses FEATURE]... [--root DIR]

        Creates Modules/NAME/{Domain,UI} with a first type in each, Tests/NAMETests with a test of
        each, the module README with its owner, the line of Package.swift, the policy's arrow for
        each --uses, the container's factory for its screen, and regenerates the module graph, the
        neighbourhoods and CODEOWNERS. Then `swift build`, `swift test --filter NAMETests` and
        `check-architecture` pass. On any problem it writes nothing and exits 2.

        OPTIONS:
          --owner @org/team   the team that owns it (its README's owner line)
          --uses FEATURE      a feature whose Domain it uses (repeat, or separate with commas)
          --root DIR          repository root (default: .)
        """

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        var name: String?
        var owner: String?
        var uses: [String] = []
        var root = "."
        var rest = Arguments(arguments)
        while let argument = rest.next() {
            switch argument {
            case "--owner": owner = try rest.value(for: argument)
            case "--uses": uses += try rest.value(for: argument).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case "--root": root = try rest.value(for: argument)
            case "-h", "--help":
                output.standard(help + "\n")
                return 0
            default:
                guard name == nil, !argument.hasPrefix("-") else { throw .usage(problem: "unknown argument \(argument) for new-feature") }
                name = argument
            }
        }
        guard let name else { throw .usage(problem: "new-feature needs the feature's NAME") }
        guard let owner, owner.hasPrefix("@"), owner.count > 1, !owner.contains(" ") else {
            throw .usage(problem: "new-feature needs --owner @org/team, the team that owns \(name)")
        }
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        var plan = try Plan(name: name, owner: owner, uses: Array(Set(uses)).sorted(), root: rootURL)
        try plan.apply()
        for line in plan.summary { output.standard(line + "\n") }
        output.standard("next: swift build && swift test --filter \(name)Tests && swift run check-architecture\n")
        return 0
    }

    /// Every file the feature writes or changes, decided before anything is written.
    struct Plan {
        var root: URL
        var created: [(path: String, text: String)]
        var edited: [(path: String, text: String)]
        var policyURL: URL
        /// The generated documents as they are: the update after writing may change them.
        var generated: [String]
        var summary: [String] = []

        init(name: String, owner: String, uses: [String], root: URL) throws(CheckError) {
            self.root = root
            guard Self.isTypeName(name) else {
                throw .usage(problem: "\(name) is not a module name: use letters and digits, starting with a capital (Estadios)")
            }
            let package = try PackageDescriber.describe(root: root)
            policyURL = root.appendingPathComponent("Tooling/architecture-policy.json")
            let policy = try Policy.load(from: policyURL).withKinds(of: package)
            let taken = Set(package.targets.map(\.name))
            for candidate in [name, name + "Tests"] where taken.contains(candidate) {
                throw .usage(problem: "a target named \(candidate) already exists; choose another name")
            }
            for folder in ["Modules/\(name)", "Tests/\(name)Tests"]
            where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
                throw .usage(problem: "\(folder) already exists; choose another name or remove it")
            }
            for used in uses {
                if used == name { throw .usage(problem: "\(name) cannot use itself: the arrow would close a cycle") }
                guard policy.kind(of: used) == .feature else {
                    let features = policy.features.joined(separator: ", ")
                    throw .usage(problem: "--uses \(used) is not a feature (features: \(features))")
                }
            }
            generated = try GeneratedDocs(policy: policy, package: package, root: root).documents().map(\.path)
            let template = FeatureTemplate(name: name, uses: uses, owner: owner)
            created = try template.files(root: root)

            func read(_ path: String) throws(CheckError) -> String {
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                    throw .unreadableInput(path: root.appendingPathComponent(path).path, fix: "new-feature edits it; restore it")
                }
                return text
            }
            guard let manifest = ScaffoldEdits.manifest(try read("Package.swift"), adding: template.manifestLine, name: name) else {
                throw .usage(
                    problem:
                        "cannot place \(name) in Package.swift: it needs a one-line `let features = [...]` after a `// MARK:` line; add `\(template.manifestLine)` by hand"
                )
            }
            let policyPath = "Tooling/architecture-policy.json"
            guard let policyText = ScaffoldEdits.policy(try read(policyPath), name: name, uses: uses) else {
                throw .usage(problem: "cannot place the arrow in \(policyPath): it has no \"featureArrows\" object")
            }
            guard let app = package.targets.first(where: { policy.kind(of: $0.name) == .app }),
                let source = app.sources.first(where: { $0.hasSuffix("ContenedorDeLaApp.swift") })
            else {
                throw .usage(problem: "no app target with ContenedorDeLaApp.swift to add the factory to")
            }
            let containerPath = app.path + "/" + source
            guard let container = ScaffoldEdits.container(try read(containerPath), name: name, factory: template.containerFactory) else {
                throw .usage(problem: "cannot place the factory in \(containerPath): it needs imports and a closing brace")
            }
            edited = [("Package.swift", manifest), (policyPath, policyText), (containerPath, container)]
            summary = created.map { "created \($0.path)" } + edited.map { "edited \($0.path)" }
        }

        static func isTypeName(_ name: String) -> Bool {
            name.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil && !["Any", "Self", "Type", "Protocol"].contains(name)
        }

        /// Writes everything, then regenerates the docs from the new manifest; on any failure puts
        /// every file back as it was and removes what it created.
        mutating func apply() throws(CheckError) {
            var originals: [String: String?] = [:]
            for path in generated + edited.map(\.path) {
                originals[path] = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
            let folders = Set(created.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
            do {
                for (path, text) in created + edited { try writeFile(text, to: root.appendingPathComponent(path)) }
                let package = try PackageDescriber.describe(root: root)
                let policy = try Policy.load(from: policyURL).withKinds(of: package)
                summary += try ArchitectureChecker(policy: policy, package: package, root: root).updateDocs().map { "updated \($0)" }
            } catch {
                for folder in folders { try? FileManager.default.removeItem(at: root.appendingPathComponent(folder)) }
                for (path, text) in originals {
                    let url = root.appendingPathComponent(path)
                    if let text { try? Data(text.utf8).write(to: url) } else { try? FileManager.default.removeItem(at: url) }
                }
                throw error
            }
        }
    }
}
