import Foundation

/// `check-architecture api`: each library module's public API against its contract,
/// `<module folder>/API.txt`. A breaking change the contract does not record fails; recording it
/// (`--update`) edits a file in the module's folder, so CODEOWNERS asks the module's owners to
/// approve it, and the report names the owners of every module that imports it.
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

        var report = APIReport(package: package, policy: policy, root: root)
        var unrecorded = 0
        var undocumented: [UndocumentedDomain.Finding] = []
        for target in report.modules {
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
            unrecorded += changes.filter(\.isBreaking).count
            output.standard(report.text(for: target, changes: changes, against: path, missing: committed == nil))
            if let base = options.base {
                let before = (try? Git.run(["show", "\(base):\(path)"], root: root)).map(PublicAPI.init(contract:))
                report.record(target, APIChange.changes(from: before ?? PublicAPI(declarations: []), to: current))
            } else {
                report.record(target, changes)
            }
        }
        if options.updates { return 0 }
        if let summary = options.summary {
            let before = (try? String(contentsOfFile: summary, encoding: .utf8)) ?? ""
            try writeFile(before + report.markdown(since: options.base), to: URL(fileURLWithPath: summary))
        }
        for finding in undocumented { output.standard(finding.message + "\n") }
        if unrecorded > 0 || undocumented.isEmpty { output.standard(report.closing(unrecorded: unrecorded)) }
        if !undocumented.isEmpty {
            output.standard(
                "check-architecture api: \(undocumented.count) public symbol\(undocumented.count == 1 ? "" : "s") of a feature's Domain without a doc comment (listed above)\n"
            )
        }
        return unrecorded == 0 && undocumented.isEmpty ? 0 : 1
    }
}
