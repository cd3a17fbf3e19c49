import ArchitectureCheck
import ToolSupport

/// What a scale run was asked for; Tooling/benchmark-scale.sh --help explains each option.
struct ScaleOptions: Equatable {
    var steps = [5, 25, 50, 100]
    var keep = false
    var results: String?
    var reportFrom: String?

    static func parse(_ arguments: [String]) throws(ToolError) -> ScaleOptions {
        var options = ScaleOptions()
        var steps: [Int] = []
        var arguments = Arguments(arguments)
        while let argument = arguments.next() {
            switch argument {
            case "--keep": options.keep = true
            case "--results": options.results = try arguments.value(of: argument)
            case "--report-from": options.reportFrom = try arguments.value(of: argument)
            default:
                guard let n = Arguments.wholeNumber(argument) else { throw .usage("unknown option '\(argument)'") }
                guard n >= 5, n > steps.last ?? 0 else { throw .usage("N must be whole numbers, ascending, from 5 up, not '\(argument)'") }
                steps.append(n)
            }
        }
        if options.reportFrom != nil && !(steps.isEmpty && options.results == nil && !options.keep) {
            throw .usage("--report-from measures nothing: it takes no N, --keep or --results")
        }
        if !steps.isEmpty { options.steps = steps }
        return options
    }
}
