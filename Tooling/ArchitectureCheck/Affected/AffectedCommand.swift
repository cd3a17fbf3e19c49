import Foundation

/// `check-architecture affected`: the test targets a change can break.
enum AffectedCommand {
    struct Options {
        enum Format: String, CaseIterable { case text, json }
        var base: String?
        var all = false
        var format = Format.text
        var root = "."
    }

    static let usage = Usage<Options>(
        synopsis: "check-architecture affected [--base REV] [--all] [--format text|json] [--root DIR]",
        about: """
            Prints the test targets that the changes since REV can break: the targets owning the
            changed files (committed, uncommitted, untracked, deleted or renamed), everything that
            depends on them, and the tests that read the repository's own files. A change to
            Package.swift, the policy, .ci/, .github/ or a file outside every target selects every
            test target.
            """,
        flags: [
            Flag("--base", value: "REV", help: "compare with REV (default: the merge base with main)") { $0.base = $1 },
            Flag("--all", help: "select every test target (a push to main)") { options, _ in options.all = true },
            Flag(
                "--format", value: "text|json", help: "one target per line (default), or a GitHub Actions matrix:",
                #"{"include":[{"target":"ArbitrosTests"}]}"#
            ) {
                options, text throws(CheckError) in options.format = try choice(text, for: "--format")
            },
            Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
        ],
        footer: """
            A summary goes to standard error. Exit status: 0, or 2 for bad usage or when git or
            `swift package describe` cannot answer.
            """)

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        guard let options = try usage.parse(arguments, Options(), output: output) else { return 0 }
        if options.all, options.base != nil { throw .usage(problem: "--all and --base cannot be used together") }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        // git answers first: a revision it does not know is refused before `swift package describe`,
        // the slow step.
        let changed: [String]?
        let since: String
        if options.all {
            changed = nil
            since = "--all"
        } else {
            let revision = if let base = options.base { base } else { try Git.mergeBaseWithMain(root: root) }
            let files = try Git.changedFiles(since: revision, root: root)
            changed = files
            since = "\(files.count) changed file\(files.count == 1 ? "" : "s") since \(revision.prefix(12))"
        }
        let package = try PackageDescriber.describe(root: root)
        let selection =
            if let changed {
                AffectedTargets(
                    changed: changed, package: package, policyPath: Policy.defaultPath, readers: readers(package: package, root: root))
            } else {
                AffectedTargets(changed: ["Package.swift"], package: package, policyPath: "", readers: [])
            }
        let total = package.targets.count { $0.type == "test" }
        let why = selection.everything.map { ": \($0)" } ?? ""
        output.error("affected: \(selection.testTargets.count) of \(total) test targets (\(since))\(why)\n")
        output.standard(options.format == .json ? selection.matrix + "\n" : selection.testTargets.map { $0 + "\n" }.joined())
        return 0
    }

    static func readers(package: DescribedPackage, root: URL) -> Set<String> {
        Set(
            package.targets.filter { target in
                target.type == "test"
                    && target.sources.contains { source in
                        let url = root.appendingPathComponent(target.path).appendingPathComponent(source)
                        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return true }
                        return AffectedTargets.readsTheRepository.contains { text.contains($0) }
                    }
            }.map(\.name))
    }
}

/// The targets owning the changed files and all that depend on them; what cannot be mapped selects all.
public struct AffectedTargets: Sendable, Equatable {
    /// Why everything was selected, or nil when the selection follows from the graph.
    public var everything: String?
    /// Alphabetical; every target when `everything` is set.
    public var targets: [String]
    public var testTargets: [String]

    static let decidesEverything = ["Package.swift", "Package.resolved", ".swift-version"]
    static let foldersDecidingEverything = [".ci/", ".github/"]

    /// Words in a test's sources that show it reads the repository's files, so it depends on all of them.
    static let readsTheRepository = ["#filePath", "#file", "currentDirectoryPath"]

    /// `changed` are relative to the root (a deleted file counts for its old target); any change selects `readers`.
    public init(changed: [String], package: DescribedPackage, policyPath: String, readers: Set<String>) {
        let tests = Set(package.targets.filter { $0.type == "test" }.map(\.name))
        // Longest folder first, so a target nested in another's folder owns its own files.
        let folders = package.targets.filter { !$0.path.isEmpty }.sorted { $0.path.count > $1.path.count }
        var owners: Set<String> = []
        for path in changed where everything == nil {
            if Self.decidesEverything.contains(path) || path == policyPath {
                everything = "\(path) decides how every target builds or is checked"
            } else if let folder = Self.foldersDecidingEverything.first(where: path.hasPrefix) {
                everything = "\(path) is in \(folder), which decides how everything is built and tested"
            } else if let owner = folders.first(where: { path.hasPrefix($0.path + "/") }) {
                owners.insert(owner.name)
            } else {
                everything = "\(path) belongs to no target"
            }
        }
        var selected = everything == nil ? owners : Set(package.targets.map(\.name))
        var pending = Array(selected)
        while let next = pending.popLast() {
            for dependent in package.targets where dependent.dependencies.contains(next) && selected.insert(dependent.name).inserted {
                pending.append(dependent.name)
            }
        }
        if !changed.isEmpty { selected.formUnion(readers) }
        targets = selected.sorted()
        testTargets = selected.filter(tests.contains).sorted()
    }

    /// A GitHub Actions matrix: `{"include":[{"target":"ArbitrosTests"}]}`.
    public var matrix: String { #"{"include":[\#(testTargets.map { #"{"target":"\#($0)"}"# }.joined(separator: ","))]}"# }
}
