import Foundation

/// `check-architecture` as a function of its arguments and environment, so tests can run it.
public enum CheckArchitectureCommand {
    /// Where the command prints: standard output and standard error.
    public typealias Output = (standard: @Sendable (String) -> Void, error: @Sendable (String) -> Void)

    /// Returns the exit status: 0 clean, 1 violations, 2 bad usage, policy, unreadable input, a
    /// failed build or a stale index. `index`, when given, is checked instead of building and reading
    /// the store (tests); it must be current all the same.
    public static func run(
        _ arguments: [String], environment: [String: String], isTerminal: Bool, output: Output, index: [IndexedFile]? = nil
    ) -> Int32 {
        do {
            return try execute(arguments, environment: environment, isTerminal: isTerminal, output: output, given: index)
        } catch {
            output.error("check-architecture: error: \(error.message)\n")
            return 2
        }
    }

    private static func execute(
        _ arguments: [String], environment: [String: String], isTerminal: Bool, output: Output, given: [IndexedFile]?
    ) throws(CheckError) -> Int32 {
        let subcommands = [
            "affected": AffectedCommand.run, "new-feature": NewFeatureCommand.run, "api": APICommand.run, "xcode": XcodeCommand.run,
        ]
        if let name = arguments.first, let subcommand = subcommands[name] {
            do {
                return try subcommand(arguments.dropFirst(), output)
            } catch .usage(let problem, _) {
                throw .usage(problem: problem, command: "check-architecture \(name)")
            }
        }
        let options = try Options.parse(arguments)
        if options.probes != nil, options.availability == nil {
            throw .usage(problem: "--probes needs --availability (the symbol graphs of the surface whose uses the probes name)")
        }
        if options.showsHelp {
            output.standard(Options.help + "\n")
            return 0
        }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        let policyURL = options.policy.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("Tooling/architecture-policy.json")
        let stated = try Policy.load(from: policyURL)
        let package = try PackageDescriber.package(describedIn: options.describe, root: root)
        let policy = try stated.withKinds(of: package)
        var checker = ArchitectureChecker(
            policy: policy, package: package, root: root, checksDocs: options.checksDocs && !options.updatesDocs,
            availability: options.availability.map { URL(fileURLWithPath: $0) })

        if let format = options.graph {
            output.standard(ModuleGraph(package: package, policy: policy).rendered(as: format))
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
        let index: [IndexedFile]
        if let given {
            index = given
        } else {
            if options.builds { try IndexBuild.run(root: root) }
            let store = options.indexStore ?? root.appendingPathComponent(".build/debug/index/store").path
            guard let library = options.indexStoreLibrary ?? IndexStoreReader.libraryNextToSwift(environment: environment) else {
                throw .indexLibraryUnavailable(problem: "none next to the swift on PATH")
            }
            guard FileManager.default.fileExists(atPath: store) else { throw .indexUnavailable(problem: "no index store at \(store)") }
            index = try IndexStoreReader.read(store: store, library: library, reading: checker.reading)
            if let probes = options.probes {
                guard FileManager.default.fileExists(atPath: probes) else {
                    throw .indexUnavailable(problem: "no index store at \(probes)")
                }
                checker.probes = try IndexStoreReader.read(store: probes, library: library)
            }
        }
        if let stale = checker.staleSource(in: index) {
            throw .staleIndex(path: stale.path, problem: stale.problem)
        }
        var report = try checker.check(index)
        if let path = options.writesBaseline {
            let baseline = Baseline.recording(report)
            try baseline.write(to: URL(fileURLWithPath: path))
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            output.standard("check-architecture: recorded \(count) error\(count == 1 ? "" : "s") in \(path)\n")
            return 0
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
        case .sarif:
            output.standard(SARIFReporter.render(report))
        case .text:
            output.standard(TextReporter(colored: isTerminal && environment["NO_COLOR"] == nil).render(report))
        }
        if environment["GITHUB_ACTIONS"] == "true" {
            output.standard(GitHubAnnotations.render(report))
        }
        return report.errors.isEmpty ? 0 : 1
    }
}
