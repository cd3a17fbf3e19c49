/// A command line read from the front, for the checker and its subcommands (and, through
/// ToolSupport, for the other tools).
public struct Arguments {
    private var rest: ArraySlice<String>

    public init(_ arguments: ArraySlice<String>) {
        rest = arguments
    }

    public mutating func next() -> String? {
        rest.popFirst()
    }

    /// The value after `flag`; a missing one, or another flag in its place, is bad usage.
    public mutating func value(for flag: String) throws(CheckError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw .usage(problem: "\(flag) needs a value") }
        return value
    }
}
