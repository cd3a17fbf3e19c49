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
        var rest = arguments[...]
        while let option = rest.popFirst() {
            func value() throws(ToolError) -> String {
                guard let value = rest.popFirst() else { throw .usage("\(option) needs a value") }
                return value
            }
            switch option {
            case "--modules": options.modules = try value().split(separator: ",").map(String.init)
            case "--repeat":
                let text = try value()
                guard text.allSatisfy(\.isASCII), let number = Int(text), number > 0 else {
                    throw .usage("--repeat takes a whole number above 0, not '\(text)'")
                }
                options.repeats = number
            case "--tests": options.withTests = true
            case "--files": options.listsFiles = true
            case "--list": options.listsOnly = true
            case "--work-dir": options.workDirectory = try value()
            default: throw .usage("unknown option '\(option)'")
            }
        }
        return options
    }
}
