import ToolSupport

/// What a run of the trials was asked for: `--quick` plays only 0 ms a minute.
struct FaultOptions: Equatable {
    var quick = false

    static func parse(_ arguments: [String]) throws(ToolError) -> FaultOptions {
        switch arguments {
        case []: return FaultOptions()
        case ["--quick"]: return FaultOptions(quick: true)
        default: throw .usage("takes --quick or nothing, not '\(arguments.joined(separator: " "))'")
        }
    }

    /// The paces of the match clock, in ms a minute: instant, then a real pace.
    var paces: [Int] { quick ? [0] : [0, 5] }
}
