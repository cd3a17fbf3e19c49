import Foundation

/// `check-architecture api` (CheckArchitecture.md, "Subcommands"; the checks: its `--help`).
enum APICommand {
    struct Options {
        var updates = false
        var base: String?
        var summary: String?
        var modules: String?
        var builds = true
        var root = "."
        var describe: String?
    }

    static let usage = Usage<Options>(
        synopsis: "check-architecture api [--update] [--base REV] [--summary FILE] [--modules DIR] [--no-build] [--root DIR]",
        about: """
            Reads the public API of the model, Core, each feature and the app library from the built
            modules (swift-symbolgraph-extract) and compares it with each module's API.txt. A removed
            or changed declaration, a new protocol requirement without a default or a new enum case is
            breaking: the check fails until API.txt records it. An addition passes and is listed. A
            public symbol of a feature's Domain without a doc comment of its own fails too: the Domain
            is the contract other teams read.
            """,
        flags: [
            Flag("--update", help: "write every API.txt from today's API, and exit 0") { options, _ in options.updates = true },
            Flag("--base", value: "REV", help: "also list what changed since the contracts of REV (a pull request's base)") {
                $0.base = $1
            },
            Flag("--summary", value: "FILE", help: "append the changes as Markdown to FILE (a GitHub job summary)") { $0.summary = $1 },
            Flag("--modules", value: "DIR", help: "the built modules (default: ROOT/.build/debug/Modules)") { $0.modules = $1 },
            Flag("--no-build", help: "read the modules as they are (default: `swift build --build-tests` first)") {
                options, _ in options.builds = false
            },
            Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
            Flag("--describe", value: "FILE", help: "use this `swift package describe --type json` output") { $0.describe = $1 },
        ],
        footer: """
            Exit status: 0 no unrecorded breaking change and every Domain symbol documented, 1 otherwise,
            2 bad usage, a failed build, a module built from older sources.
            """)

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        try run(arguments, environment: ProcessInfo.processInfo.environment, output: output)
    }

    static func run(_ arguments: ArraySlice<String>, environment: [String: String], output: CheckArchitectureCommand.Output)
        throws(CheckError) -> Int32
    {
        guard let options = try usage.parse(arguments, Options(), output: output) else { return 0 }
        if options.updates, options.base != nil { throw .usage(problem: "--update and --base cannot be used together") }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        let package = try PackageDescriber.package(describedIn: options.describe, root: root)
        let policy = try Policy.load(root: root, package: package)
        if options.builds { try IndexBuild.run(root: root) }
        let extractor = try SymbolGraphExtractor(
            modules: options.modules.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(".build/debug/Modules"),
            environment: environment)
        let owners = Owners(package: package, policy: policy, root: root)
        let modules = package.targets.filter { $0.type == "library" && policy.kind(of: $0.name)?.isProductLibrary == true }
        var recorded: [(module: String, changes: [APIChange])] = []
        var unrecorded = 0
        var undocumented: [UndocumentedDomain.Finding] = []
        for target in modules {
            let sources = target.sources.map { root.appendingPathComponent(target.path).appendingPathComponent($0) }
            let graphs = try extractor.graphs(of: target.name, sources: sources)
            if policy.kind(of: target.name) == .feature {
                undocumented += UndocumentedDomain.findings(in: graphs, feature: target.name, root: root)
            }
            let current = PublicAPI(graphs: graphs)
            let path = target.path + "/API.txt"
            let file = root.appendingPathComponent(path)
            let committed = (try? String(contentsOf: file, encoding: .utf8)).map(PublicAPI.init(contract:))
            if options.updates {
                if committed != current {
                    try writeFile(current.contract(module: target.name), to: file)
                    output.standard("check-architecture api: updated \(path)\n")
                }
                continue
            }
            let changes = APIChange.changes(from: committed ?? PublicAPI(declarations: []), to: current)
            let breaking = changes.contains(where: \.isBreaking)
            unrecorded += changes.filter(\.isBreaking).count
            if !changes.isEmpty {
                var lines = [
                    "check-architecture api: \(target.name) differs from \(path)\(committed == nil ? " (there is none yet)" : ""):"
                ]
                lines += changes.map { "  \($0.isBreaking ? "error" : "note"): \($0.text)" }
                if breaking { lines.append("  imported by " + owners.importers(of: target.name)) }
                lines.append(
                    "  record it with `swift run check-architecture api --update`"
                        + (breaking
                            ? "; CODEOWNERS then asks \(owners.of("/" + path).joined(separator: " ")) to approve"
                            : " (additions pass without it)"))
                output.standard(lines.joined(separator: "\n") + "\n")
            }
            let since =
                options.base.map { base in
                    APIChange.changes(
                        from: (try? Git.run(["show", "\(base):\(path)"], root: root)).map(PublicAPI.init(contract:))
                            ?? PublicAPI(declarations: []), to: current)
                } ?? changes
            if !since.isEmpty { recorded.append((target.name, since)) }
        }
        if options.updates { return 0 }
        if let summary = options.summary {
            let before = (try? String(contentsOfFile: summary, encoding: .utf8)) ?? ""
            try writeFile(before + markdown(recorded, since: options.base, owners: owners), to: URL(fileURLWithPath: summary))
        }
        for finding in undocumented { output.standard(finding.message + "\n") }
        if unrecorded > 0 || undocumented.isEmpty {
            output.standard(
                unrecorded == 0
                    ? "check-architecture api: ok (\(modules.count) modules, no unrecorded breaking change)\n"
                    : "check-architecture api: \(unrecorded) breaking change\(unrecorded == 1 ? "" : "s") not recorded in the modules' API.txt\n"
            )
        }
        if !undocumented.isEmpty {
            output.standard(
                "check-architecture api: \(undocumented.count) public symbol\(undocumented.count == 1 ? "" : "s") of a feature's Domain without a doc comment (listed above)\n"
            )
        }
        return unrecorded == 0 && undocumented.isEmpty ? 0 : 1
    }

    /// The job summary: one table per module that changed, breaking rows first.
    static func markdown(_ recorded: [(module: String, changes: [APIChange])], since base: String?, owners: Owners) -> String {
        var text = "## Public API changes\(base.map { " since `\($0)`" } ?? "")\n\n"
        guard !recorded.isEmpty else { return text + "No module's public API changed.\n" }
        for (module, changes) in recorded {
            let breaking = changes.contains(where: \.isBreaking)
            text += "### \(module): \(breaking ? "breaking" : "additive")\n\n"
            if breaking { text += "Imported by \(owners.importers(of: module)).\n\n" }
            text += "| change | declaration |\n| --- | --- |\n"
            for change in changes.sorted(by: { $0.isBreaking && !$1.isBreaking }) {
                text += "| \(change.isBreaking ? "breaking" : "additive") | `\(change.text.replacingOccurrences(of: "|", with: "\\|"))` |\n"
            }
            text += "\n"
        }
        return text
    }

    /// Who owns what, as the committed CODEOWNERS says, for the modules a breaking change reaches.
    struct Owners {
        let package: DescribedPackage
        let lines: [(pattern: String, owners: [String])]

        init(package: DescribedPackage, policy: Policy, root: URL) {
            self.package = package
            let file = policy.codeowners.flatMap { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) } ?? ""
            lines = file.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ").map(String.init)
                guard let pattern = words.first, !pattern.hasPrefix("#"), words.count > 1 else { return nil }
                return (pattern, Array(words.dropFirst()))
            }
        }

        /// The owners of a path as GitHub reads CODEOWNERS: the last matching line wins.
        func of(_ path: String) -> [String] {
            lines.last { $0.pattern == "*" || path.hasPrefix($0.pattern) || path == $0.pattern }?.owners ?? []
        }

        /// The targets that import `module` (its own tests aside), each with its owners: `Marcador (@org/team)`.
        func importers(of module: String) -> String {
            package.targets.filter { $0.dependencies.contains(module) && $0.name != module + "Tests" }.sorted { $0.name < $1.name }
                .map { "\($0.name) (\(of("/" + $0.path + "/").joined(separator: " ")))" }.joined(separator: ", ")
        }
    }
}
