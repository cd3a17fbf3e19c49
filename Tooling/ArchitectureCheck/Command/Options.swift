import Foundation

/// The command line of `check-architecture`.
public struct Options: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable { case text, json, sarif }

    public var root = "."
    public var policy: String?
    public var describe: String?
    public var format = Format.text
    public var graph: ModuleGraph.Format?
    public var updatesDocs = false
    public var checksDocs = true
    public var baseline: String?
    public var writesBaseline: String?
    public var showsWarnings = true
    public var showsHelp = false
    /// Build first (`swift build --build-tests`), so the index is current.
    public var builds = true
    /// The index store to read; nil is the debug build's, `ROOT/.build/debug/index/store`.
    public var indexStore: String?
    public var indexStoreLibrary: String?
    /// A folder of the SDK surface's symbol graphs: uses newer than the deployment target fail.
    public var availability: String?
    /// The index store of the signature probes' compilation (with `availability`).
    public var probes: String?

    /// One option: its spellings, the word for its value (nil when it takes none), its help (a line
    /// each) and what it sets. The parser and the help both read this list, so neither can miss one.
    struct Flag: Sendable {
        var names: [String]
        var value: String?
        var help: [String]
        var apply: @Sendable (inout Options, String) throws(CheckError) -> Void

        init(
            _ names: String..., value: String? = nil, help: String...,
            apply: @escaping @Sendable (inout Options, String) throws(CheckError) -> Void
        ) {
            (self.names, self.value, self.help, self.apply) = (names, value, help, apply)
        }

        var helpLines: String {
            let usage = "  " + names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
            let indent = String(repeating: " ", count: 26)
            return ([usage.padding(toLength: 26, withPad: " ", startingAt: 0) + help[0]] + help.dropFirst().map { indent + $0 })
                .joined(separator: "\n")
        }
    }

    static let flags: [Flag] = [
        Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
        Flag("--policy", value: "FILE", help: "policy (default: ROOT/Tooling/architecture-policy.json)") { $0.policy = $1 },
        Flag("--describe", value: "FILE", help: "use this `swift package describe --type json` output") {
            $0.describe = $1
        },
        Flag("--format", value: "text|json|sarif", help: "report format (default: text; json has a schemaVersion; sarif is SARIF 2.1.0)") {
            options, text throws(CheckError) in options.format = try choice(text, for: "--format")
        },
        Flag("--graph", value: "mermaid|dot", help: "print the module graph and exit") {
            options, text throws(CheckError) in options.graph = try choice(text, for: "--graph")
        },
        Flag("--update-docs", help: "rewrite the generated docs") { options, _ in options.updatesDocs = true },
        Flag("--check-docs", help: "check that the generated docs are current (the default)") { options, _ in options.checksDocs = true },
        Flag("--no-docs", help: "skip checking that the generated docs are current") { options, _ in options.checksDocs = false },
        Flag("--baseline", value: "FILE", help: "accept the errors in FILE; fail on new ones and on gone ones") { $0.baseline = $1 },
        Flag("--write-baseline", value: "FILE", help: "record today's errors in FILE and exit 0") { $0.writesBaseline = $1 },
        Flag("--no-build", help: "check the index as it is; exit 2 if it is stale") { options, _ in options.builds = false },
        Flag("--index-store", value: "PATH", help: "read this index store as it is (implies --no-build)") {
            ($0.indexStore, $0.builds) = ($1, false)
        },
        Flag("--index-store-library", value: "F", help: "libIndexStore (default: next to the swift on PATH)") { $0.indexStoreLibrary = $1 },
        Flag("--availability", value: "DIR", help: "fail on uses newer than the deployment target, per the symbol graphs in DIR") {
            $0.availability = $1
        },
        Flag("--probes", value: "PATH", help: "and on uses of those symbols that no probe in the index store PATH names") {
            $0.probes = $1
        },
        Flag("--quiet", help: "do not print warnings") { options, _ in options.showsWarnings = false },
        Flag("-h", "--help", help: "show this help") { options, _ in options.showsHelp = true },
    ]

    /// `text` as one of the values of `Choice`, or bad usage that names them.
    private static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for flag: String) throws(CheckError) -> Choice
    where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            throw .usage(problem: "\(flag) must be \(Choice.allCases.map(\.rawValue).joined(separator: " or ")), not \(text)")
        }
        return value
    }

    public static let help = """
        USAGE: check-architecture [options]
               check-architecture affected|new-feature|api|xcode --help

        Checks the module graph, imports and layers against the architecture policy: builds
        (incremental), then reads every reference and import from the compiler's index.

        OPTIONS:

        """ + flags.map(\.helpLines).joined(separator: "\n") + """


            Exit status: 0 clean, 1 violations, 2 bad usage or input, a failed build, a stale index.
            GITHUB_ACTIONS=true adds annotations; colour on a terminal unless NO_COLOR is set.
            """

    public static func parse(_ arguments: [String]) throws(CheckError) -> Options {
        var options = Options()
        var rest = Arguments(arguments[...])
        while let argument = rest.next() {
            guard let flag = flags.first(where: { $0.names.contains(argument) }) else {
                throw .usage(problem: "unknown argument \(argument)")
            }
            try flag.apply(&options, flag.value == nil ? "" : try rest.value(for: argument))
        }
        if options.baseline != nil, options.writesBaseline != nil {
            throw .usage(problem: "--baseline and --write-baseline cannot be used together")
        }
        return options
    }
}
