import ArchitectureCheck
import ToolSupport

/// What a mutation run was asked for; Tooling/mutation-test.sh --help explains each option.
struct MutationOptions: Equatable {
    var modules: [String] = []
    var files: [String] = []
    var timeout: Int?
    var changedSince: String?
    var failUnder: Int?
    var listsOnly = false
    var report: String?
    var workDirectory: String?
    /// `none` takes no lock.
    var lock = "/tmp/swift-build.lock"

    static func parse(_ arguments: [String]) throws(ToolError) -> MutationOptions {
        var options = MutationOptions()
        var arguments = Arguments(arguments)
        while let option = arguments.next() {
            switch option {
            case "--module": options.modules = try arguments.value(of: option).split(separator: ",").map(String.init)
            case "--file": options.files.append(try arguments.value(of: option))
            case "--timeout": options.timeout = try arguments.wholeNumber(of: option)
            case "--changed": options.changedSince = try arguments.value(of: option)
            case "--fail-under": options.failUnder = try arguments.wholeNumber(of: option)
            case "--list": options.listsOnly = true
            case "--report": options.report = try arguments.value(of: option)
            case "--work-dir": options.workDirectory = try arguments.value(of: option)
            case "--lock": options.lock = try arguments.value(of: option)
            default: throw .usage("unknown option '\(option)'")
            }
        }
        return options
    }
}
