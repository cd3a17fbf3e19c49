import Foundation

/// `check-architecture` as a function of its arguments and environment, so tests can run it.
public enum CheckArchitectureCommand {
    public typealias Output = (standard: @Sendable (String) -> Void, error: @Sendable (String) -> Void)

    /// The exit status. `index`, when given (tests), is checked instead of the store; it must be current.
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
        guard let options = try Options.usage.parse(arguments[...], Options(), output: output) else { return 0 }
        if options.probes != nil, options.availability == nil {
            throw .usage(problem: "--probes needs --availability (the symbol graphs of the surface whose uses the probes name)")
        }
        // The graph and the generated docs are the whole package's: one product's part would rewrite them short.
        if let top = options.linkedBy, options.printsGraph || options.updatesDocs {
            throw .usage(problem: "--linked-by \(top) checks one product's index; --graph and --update-docs need the whole package")
        }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        let policyURL = options.policy.map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent(Policy.defaultPath)
        var package = try PackageDescriber.package(describedIn: options.describe, root: root)
        // A build of one product holds only what it links; the whole graph is the plain build's check.
        if let top = options.linkedBy {
            guard package.target(named: top) != nil else { throw .usage(problem: "--linked-by \(top): no such target in Package.swift") }
            package = package.narrowed(to: top)
        }
        let policy = try Policy.load(from: policyURL).withKinds(of: package)
        if options.printsGraph {
            output.standard(ModuleGraph(package: package, policy: policy).mermaid)
            return 0
        }
        if options.updatesDocs {
            let changed = try GeneratedDocs(policy: policy, package: package, root: root).update()
            output.standard(
                changed.isEmpty
                    ? "check-architecture: the generated docs are current\n"
                    : changed.map { "check-architecture: updated \($0)\n" }.joined())
            return 0
        }
        var checker = ArchitectureChecker(
            policy: policy, package: package, root: root, checksDocs: options.checksDocs,
            availability: options.availability.map { URL(fileURLWithPath: $0) })
        let index: [IndexedFile]
        if let given {
            index = given
        } else {
            if options.builds { try IndexBuild.run(root: root) }
            let store = options.indexStore ?? root.appendingPathComponent(".build/debug/index/store").path
            guard let library = options.indexStoreLibrary ?? IndexStoreReader.libraryNextToSwift(environment: environment) else {
                throw .indexLibraryUnavailable(problem: "none next to the swift on PATH")
            }
            index = try IndexStoreReader.read(store: store, library: library)
            if let probes = options.probes { checker.probes = try IndexStoreReader.read(store: probes, library: library) }
        }
        if let stale = checker.staleSource(in: index) {
            throw .staleIndex(path: stale.path, problem: stale.problem)
        }
        var report = try checker.check(index)
        if !options.showsWarnings {
            report.violations.removeAll { $0.severity == .warning }
        }
        output.standard(report.rendered(as: options.format, colored: isTerminal && environment["NO_COLOR"] == nil))
        if environment["GITHUB_ACTIONS"] == "true" { output.standard(report.annotations) }
        return report.errors.isEmpty ? 0 : 1
    }
}
