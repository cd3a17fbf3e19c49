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
        var rest = arguments[...]
        while let option = rest.popFirst() {
            func value() throws(ToolError) -> String {
                guard let value = rest.popFirst() else { throw .usage("\(option) needs a value") }
                return value
            }
            func wholeNumber() throws(ToolError) -> Int {
                let text = try value()
                guard text.allSatisfy(\.isASCII), let number = Int(text), number > 0 else {
                    throw .usage("\(option) takes a whole number above 0, not '\(text)'")
                }
                return number
            }
            switch option {
            case "--module": options.modules = try value().split(separator: ",").map(String.init)
            case "--file": options.files.append(try value())
            case "--timeout": options.timeout = try wholeNumber()
            case "--changed": options.changedSince = try value()
            case "--fail-under": options.failUnder = try wholeNumber()
            case "--list": options.listsOnly = true
            case "--report": options.report = try value()
            case "--work-dir": options.workDirectory = try value()
            case "--lock": options.lock = try value()
            default: throw .usage("unknown option '\(option)'")
            }
        }
        return options
    }
}
