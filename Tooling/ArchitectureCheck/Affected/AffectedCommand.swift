import Foundation

/// `check-architecture affected`: the test targets a change can break.
enum AffectedCommand {
    static let help = """
        USAGE: check-architecture affected [--base REV] [--all] [--format text|json] [--root DIR]

        Prints the test targets that the changes since REV can break: the targets owning the
        changed files (committed, uncommitted, untracked, deleted or renamed), everything that
        depends on them, and the tests that read the repository's own files. A change to
        Package.swift, the policy, .ci/, .github/ or a file outside every target selects every
        test target.

        OPTIONS:
          --base REV          compare with REV (default: the merge base with main)
          --all               select every test target (a push to main)
          --format text|json  one target per line (default), or a GitHub Actions matrix:
                              {"include":[{"target":"ArbitrosTests"}]}
          --root DIR          repository root (default: .)

        A summary goes to standard error. Exit status: 0, or 2 for bad usage or when git or
        `swift package describe` cannot answer.
        """

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        var base: String?
        var all = false
        var json = false
        var root = "."
        var rest = Arguments(arguments)
        while let argument = rest.next() {
            switch argument {
            case "--base": base = try rest.value(for: argument)
            case "--all": all = true
            case "--root": root = try rest.value(for: argument)
            case "--format":
                let format = try rest.value(for: argument)
                guard format == "text" || format == "json" else { throw .usage(problem: "--format must be text or json, not \(format)") }
                json = format == "json"
            case "-h", "--help":
                output.standard(help + "\n")
                return 0
            default: throw .usage(problem: "unknown argument \(argument) for affected")
            }
        }
        if all, base != nil { throw .usage(problem: "--all and --base cannot be used together") }
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        let package = try PackageDescriber.describe(root: rootURL)
        let selection: AffectedTargets
        let since: String
        if all {
            selection = AffectedTargets(changed: ["Package.swift"], package: package, policyPath: "", readers: [])
            since = "--all"
        } else {
            let revision: String
            if let base { revision = base } else { revision = try Git.mergeBaseWithMain(root: rootURL) }
            let changed = try Git.changedFiles(since: revision, root: rootURL)
            selection = AffectedTargets(
                changed: changed, package: package, policyPath: "Tooling/architecture-policy.json",
                readers: readers(package: package, root: rootURL))
            since = "\(changed.count) changed file\(changed.count == 1 ? "" : "s") since \(revision.prefix(12))"
        }
        let total = package.targets.count { $0.type == "test" }
        let why = selection.everything.map { ": \($0)" } ?? ""
        output.error("affected: \(selection.testTargets.count) of \(total) test targets (\(since))\(why)\n")
        output.standard(json ? selection.matrix + "\n" : selection.testTargets.map { $0 + "\n" }.joined())
        return 0
    }

    /// Test targets whose sources read the repository's own files.
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
