/// The command line of `check-architecture`.
public struct Options: Sendable, Equatable {
    public enum Format: String, Sendable { case text, json }

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

    public static let help = """
        USAGE: check-architecture [options]

        Checks the module graph, imports and layers against the architecture policy:
        builds (`swift build --build-tests`, incremental), then reads every reference
        and import from the compiler's index. Run from the repository root.

        OPTIONS:
          --root DIR              repository root (default: .)
          --policy FILE           policy (default: ROOT/Tooling/architecture-policy.json)
          --describe FILE         use this `swift package describe --type json` output
                                  instead of running it
          --format text|json      report format (default: text; json has a schemaVersion)
          --graph mermaid|dot     print the module graph and exit
          --update-docs           rewrite the graph in the policy's graphDocument and
                                  the neighbourhood block in every module README
          --no-docs               skip checking that the generated docs are current
          --baseline FILE         accept the errors recorded in FILE; fail on new ones
                                  and on recorded ones that are gone
          --write-baseline FILE   record today's errors in FILE and exit 0
          --no-build              check the index as it is; exit 2 if it is stale
          --index-store PATH      read this index store, as it is (implies --no-build;
                                  default ROOT/.build/debug/index/store)
          --index-store-library F libIndexStore (default: next to the swift on PATH)
          --quiet                 do not print warnings
          -h, --help              show this help

        Exit status: 0 clean, 1 violations, 2 bad usage, policy or unreadable input.
        With GITHUB_ACTIONS=true findings are also printed as annotations.
        Colour on a terminal unless NO_COLOR is set.
        """

    public static func parse(_ arguments: [String]) throws(CheckError) -> Options {
        var options = Options()
        var rest = Arguments(arguments[...])
        while let argument = rest.next() {
            switch argument {
            case "--root": options.root = try rest.value(for: argument)
            case "--policy": options.policy = try rest.value(for: argument)
            case "--describe": options.describe = try rest.value(for: argument)
            case "--format":
                let text = try rest.value(for: argument)
                guard let format = Format(rawValue: text) else { throw .usage(problem: "--format must be text or json, not \(text)") }
                options.format = format
            case "--graph":
                let text = try rest.value(for: argument)
                guard let format = ModuleGraph.Format(rawValue: text) else {
                    throw .usage(problem: "--graph must be mermaid or dot, not \(text)")
                }
                options.graph = format
            case "--update-docs": options.updatesDocs = true
            case "--no-docs": options.checksDocs = false
            case "--check-docs": options.checksDocs = true
            case "--baseline": options.baseline = try rest.value(for: argument)
            case "--write-baseline": options.writesBaseline = try rest.value(for: argument)
            case "--no-build": options.builds = false
            case "--index-store":
                options.indexStore = try rest.value(for: argument)
                options.builds = false
            case "--index-store-library": options.indexStoreLibrary = try rest.value(for: argument)
            case "--quiet": options.showsWarnings = false
            case "-h", "--help": options.showsHelp = true
            default: throw .usage(problem: "unknown argument \(argument)")
            }
        }
        if options.baseline != nil, options.writesBaseline != nil {
            throw .usage(problem: "--baseline and --write-baseline cannot be used together")
        }
        return options
    }
}
