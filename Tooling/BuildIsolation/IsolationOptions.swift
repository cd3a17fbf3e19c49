import ArchitectureCheck
import ToolSupport

/// What a measurement was asked for; Tooling/build-isolation.sh --help explains each option.
struct IsolationOptions: Equatable {
    var modules: [String] = []
    var repeats = 3
    var withTests = false
    var listsFiles = false
    var listsOnly = false
    var workDirectory: String?

    static func parse(_ arguments: [String]) throws(ToolError) -> IsolationOptions {
        var options = IsolationOptions()
        var arguments = Arguments(arguments)
        while let option = arguments.next() {
            switch option {
            case "--modules": options.modules = try arguments.value(of: option).split(separator: ",").map(String.init)
            case "--repeat": options.repeats = try arguments.wholeNumber(of: option)
            case "--tests": options.withTests = true
            case "--files": options.listsFiles = true
            case "--list": options.listsOnly = true
            case "--work-dir": options.workDirectory = try arguments.value(of: option)
            default: throw .usage("unknown option '\(option)'")
            }
        }
        return options
    }
}
