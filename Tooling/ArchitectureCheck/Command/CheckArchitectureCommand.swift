import Foundation

/// `check-architecture` as a function of its arguments and environment, so tests can run it.
public enum CheckArchitectureCommand {
    public struct Output: Sendable {
        public var standard: @Sendable (String) -> Void
        public var error: @Sendable (String) -> Void

        public init(standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.standard = standard
            self.error = error
        }
    }

    /// Returns the exit status: 0 clean, 1 violations, 2 bad usage, policy or unreadable input.
    public static func run(_ arguments: [String], environment: [String: String], isTerminal: Bool, output: Output) -> Int32 {
        do {
            return try execute(arguments, environment: environment, isTerminal: isTerminal, output: output)
        } catch {
            output.error("check-architecture: error: \(error.message)\n")
            return 2
        }
    }

    private static func execute(_ arguments: [String], environment: [String: String], isTerminal: Bool, output: Output) throws(CheckError)
        -> Int32
    {
        let subcommands = ["affected": AffectedCommand.run, "new-feature": NewFeatureCommand.run]
        if let name = arguments.first, let subcommand = subcommands[name] {
            do {
                return try subcommand(arguments.dropFirst(), output)
            } catch .usage(let problem, _) {
                throw .usage(problem: problem, command: "check-architecture \(name)")
            }
        }
        let options = try Options.parse(arguments)
        if options.showsHelp {
            output.standard(Options.help + "\n")
            return 0
        }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        let policyURL = options.policy.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Tooling/architecture-policy.json")
        let stated = try Policy.load(from: policyURL)
        let package: DescribedPackage
        if let describe = options.describe {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: describe)) else {
                throw .unreadableInput(path: describe, fix: "write it with `swift package describe --type json > \(describe)`")
            }
            package = try DescribedPackage.decode(data)
        } else {
            package = try PackageDescriber.describe(root: root)
        }
        let policy = try stated.withKinds(of: package)
        let checker = ArchitectureChecker(
            policy: policy, package: package, root: root, checksDocs: options.checksDocs && !options.updatesDocs)

        if let format = options.graph {
            output.standard(checker.graph.rendered(as: format))
            return 0
        }
        if options.updatesDocs {
            let changed = try checker.updateDocs()
            output.standard(
                changed.isEmpty
                    ? "check-architecture: the generated docs are current\n"
                    : changed.map { "check-architecture: updated \($0)\n" }.joined())
            return 0
        }
        var report = try checker.check()
        if let path = options.writesBaseline {
            let baseline = Baseline.recording(report)
            try baseline.write(to: URL(fileURLWithPath: path))
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            output.standard("check-architecture: recorded \(count) error\(count == 1 ? "" : "s") in \(path)\n")
            return 0
        }
        if let store = options.indexStore {
            report.violations += try indexFindings(
                store: store.isEmpty ? root.appendingPathComponent(".build/debug/index/store").path : store,
                library: options.indexStoreLibrary ?? IndexStoreReader.libraryNextToSwift(environment: environment),
                policy: policy, package: package, root: root, lexical: report.violations)
        }
        if let path = options.baseline {
            report = try Baseline.load(from: URL(fileURLWithPath: path)).applied(to: report)
        }
        if !options.showsWarnings {
            report.violations.removeAll { $0.severity == .warning }
        }
        switch options.format {
        case .json:
            output.standard(JSONReporter.render(report))
        case .text:
            let colored = isTerminal && environment["NO_COLOR"] == nil
            output.standard(TextReporter(colored: colored, showsWarnings: options.showsWarnings).render(report))
        }
        if environment["GITHUB_ACTIONS"] == "true" {
            output.standard(GitHubAnnotations.render(report))
        }
        return report.errors.isEmpty ? 0 : 1
    }

    /// The index's own layer findings, then where it and the lexical check disagree.
    private static func indexFindings(
        store: String, library: String?, policy: Policy, package: DescribedPackage, root: URL, lexical: [Violation]
    ) throws(CheckError) -> [Violation] {
        guard let library else {
            throw .indexUnavailable(problem: "no libIndexStore next to the swift on PATH")
        }
        guard FileManager.default.fileExists(atPath: store) else {
            throw .indexUnavailable(problem: "no index store at \(store)")
        }
        let files = try IndexStoreReader.read(store: store, library: library)
        let rules = IndexLayerRules(policy: policy, package: package, root: root)
        let found = rules.check(files)
        return found + IndexDifferential.disagreements(lexical: lexical, index: found, indexedLines: rules.indexedLines(files))
    }
}
