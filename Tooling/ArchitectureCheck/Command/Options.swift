import Foundation

/// One option: its spellings, its value's word (nil: it takes none), its help lines and what it sets.
struct Flag<Options>: Sendable {
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
}

/// A command line: the parser and the help both read its flags, so neither can miss one.
struct Usage<Options>: Sendable {
    var synopsis: String
    var about: String
    var flags: [Flag<Options>]
    var footer = ""
    /// What a word that is no flag sets (new-feature's NAME); nil: such a word is bad usage.
    var operand: (@Sendable (inout Options, String) throws(CheckError) -> Void)? = nil

    var help: String {
        let lines = (flags + [Flag("-h", "--help", help: "show this help") { _, _ in }]).map { flag in
            let usage = "  " + flag.names.joined(separator: ", ") + (flag.value.map { " " + $0 } ?? "")
            let indent = String(repeating: " ", count: 28)
            return ([usage.padding(toLength: 28, withPad: " ", startingAt: 0) + flag.help[0]] + flag.help.dropFirst().map { indent + $0 })
                .joined(separator: "\n")
        }
        return "USAGE: \(synopsis)\n\n\(about)\n\nOPTIONS:\n\(lines.joined(separator: "\n"))\n" + (footer.isEmpty ? "" : "\n\(footer)\n")
    }

    /// `defaults` with what `arguments` set; nil when they ask for the help, which is printed.
    func parse(_ arguments: ArraySlice<String>, _ defaults: Options, output: CheckArchitectureCommand.Output? = nil)
        throws(CheckError) -> Options?
    {
        var options = defaults
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" {
                output?.standard(help)
                return nil
            }
            if let flag = flags.first(where: { $0.names.contains(argument) }) {
                guard flag.value == nil || rest.first?.hasPrefix("--") == false else { throw .usage(problem: "\(argument) needs a value") }
                try flag.apply(&options, flag.value == nil ? "" : rest.removeFirst())
            } else if let operand, !argument.hasPrefix("-") {
                try operand(&options, argument)
            } else {
                throw .usage(problem: "unknown argument \(argument)")
            }
        }
        return options
    }
}

/// `text` as one of the values of `Choice`, or bad usage that names them.
func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for flag: String) throws(CheckError) -> Choice
where Choice.RawValue == String {
    guard let value = Choice(rawValue: text) else {
        throw .usage(problem: "\(flag) must be \(Choice.allCases.map(\.rawValue).joined(separator: " or ")), not \(text)")
    }
    return value
}

public struct Options: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable { case text, json, sarif }

    public var root = "."
    public var policy: String?
    public var describe: String?
    public var format = Format.text
    public var printsGraph = false
    public var updatesDocs = false
    public var checksDocs = true
    public var showsWarnings = true
    public var builds = true
    public var indexStore: String?
    public var indexStoreLibrary: String?
    public var availability: String?
    public var probes: String?
    /// Only this target and the targets it links are checked: the index is a build of one product.
    public var linkedBy: String?

    static let usage = Usage<Options>(
        synopsis: "check-architecture [options]\n       check-architecture affected|new-feature|api|xcode --help",
        about: """
            Checks the module graph, imports and layers against the architecture policy: builds
            (incremental), then reads every reference and import from the compiler's index.
            """,
        flags: [
            Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
            Flag("--policy", value: "FILE", help: "policy (default: ROOT/Tooling/architecture-policy.json)") { $0.policy = $1 },
            Flag("--describe", value: "FILE", help: "use this `swift package describe --type json` output") { $0.describe = $1 },
            Flag(
                "--format", value: "text|json|sarif", help: "report format (default: text; json has a schemaVersion; sarif is SARIF 2.1.0)"
            ) {
                options, text throws(CheckError) in options.format = try choice(text, for: "--format")
            },
            Flag("--graph", help: "print the module graph (Mermaid) and exit") { options, _ in options.printsGraph = true },
            Flag("--update-docs", help: "rewrite the generated docs") { options, _ in options.updatesDocs = true },
            Flag("--no-docs", help: "skip checking that the generated docs are current") { options, _ in options.checksDocs = false },
            Flag("--no-build", help: "check the index as it is; exit 2 if it is stale") { options, _ in options.builds = false },
            Flag("--index-store", value: "PATH", help: "read this index store as it is (implies --no-build)") {
                ($0.indexStore, $0.builds) = ($1, false)
            },
            Flag("--index-store-library", value: "F", help: "libIndexStore (default: next to the swift on PATH)") {
                $0.indexStoreLibrary = $1
            },
            Flag("--availability", value: "DIR", help: "fail on uses newer than the deployment target, per the symbol graphs in DIR") {
                $0.availability = $1
            },
            Flag("--probes", value: "PATH", help: "and on uses of those symbols that no probe in the index store PATH names") {
                $0.probes = $1
            },
            Flag("--linked-by", value: "TARGET", help: "check only TARGET and what it links (one product's build; implies --no-docs)") {
                ($0.linkedBy, $0.checksDocs) = ($1, false)
            },
            Flag("--quiet", help: "do not print warnings") { options, _ in options.showsWarnings = false },
        ],
        footer: """
            Exit status: 0 clean, 1 violations, 2 bad usage or input, a failed build, a stale index.
            GITHUB_ACTIONS=true adds annotations; colour on a terminal unless NO_COLOR is set.
            """)
}
