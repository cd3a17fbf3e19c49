/// Evaluates one `#if`/`#elseif` condition for one platform.
struct ConditionEvaluator {
    enum Lexeme: Hashable {
        case word(String)
        case open, close, not, and, or
        case other(String)
    }

    private let lexemes: [Lexeme]
    private let platform: String
    private let configuration: BuildConfiguration
    private var index = 0

    init(lexemes: [Lexeme], platform: String, configuration: BuildConfiguration) {
        self.lexemes = lexemes
        self.platform = platform
        self.configuration = configuration
    }

    /// Deeper nesting of parentheses and `!` than any real condition has is undecidable: the parser
    /// recurses once per level, and this bound keeps adversarial input from exhausting the stack.
    static let maximumNesting = 64

    /// Anything the grammar does not expect makes the whole condition undecidable.
    mutating func evaluate() -> Truth {
        guard Self.nesting(of: lexemes) <= Self.maximumNesting else { return .unknown }
        let value = disjunction()
        return index == lexemes.count ? value : .unknown
    }

    /// The deepest run of open parentheses and `!` in a row, counted without recursion.
    static func nesting(of lexemes: [Lexeme]) -> Int {
        var depth = 0
        var deepest = 0
        var nots = 0
        for lexeme in lexemes {
            switch lexeme {
            case .open: depth += 1
            case .close:
                depth -= 1
                nots = 0
            case .not: nots += 1
            default: nots = 0
            }
            deepest = max(deepest, depth + nots)
        }
        return deepest
    }

    private func peek() -> Lexeme? {
        index < lexemes.count ? lexemes[index] : nil
    }

    private mutating func disjunction() -> Truth {
        var value = conjunction()
        while peek() == .or {
            index += 1
            value = value || conjunction()
        }
        return value
    }

    private mutating func conjunction() -> Truth {
        var value = unary()
        while peek() == .and {
            index += 1
            value = value && unary()
        }
        return value
    }

    private mutating func unary() -> Truth {
        if peek() == .not {
            index += 1
            return !unary()
        }
        return primary()
    }

    private mutating func primary() -> Truth {
        guard let lexeme = peek() else { return .unknown }
        index += 1
        switch lexeme {
        case .open:
            let value = disjunction()
            if peek() == .close { index += 1 }
            return value
        case .word(let name):
            if peek() == .open {
                index += 1
                var argument = ""
                var depth = 0
                while let next = peek() {
                    index += 1
                    if next == .close {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if next == .open { depth += 1 }
                    switch next {
                    case .word(let text), .other(let text): argument += text
                    case .not: argument += "!"
                    default: break
                    }
                }
                return call(name, argument: argument)
            }
            if name == "true" { return .yes }
            if name == "false" { return .no }
            // DEBUG and custom -D flags differ between builds: keep both branches.
            return .unknown
        default:
            return .unknown
        }
    }

    private func call(_ name: String, argument: String) -> Truth {
        switch name {
        case "os":
            // OSX is the old spelling of macOS; both name the same platform.
            let named = argument == "OSX" ? "macOS" : argument
            return named == platform ? .yes : .no
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0.split(separator: ".").first ?? "") } ?? ""
            return configuration.canImport(module, on: platform)
        case "swift":
            return compare(argument, atLeastYes: configuration.languageMode, atLeastNo: configuration.compilerVersion)
        case "compiler":
            return compare(argument, atLeastYes: configuration.compilerVersion, atLeastNo: configuration.compilerVersion)
        case "targetEnvironment":
            return platform == "iOS" ? .unknown : .no
        default:
            return .unknown
        }
    }

    /// `>=v` is true when v is at most `atLeastYes`, false when v is above `atLeastNo`.
    private func compare(_ argument: String, atLeastYes: [Int], atLeastNo: [Int]) -> Truth {
        let negated: Bool
        let versionText: Substring
        if argument.hasPrefix(">=") {
            negated = false
            versionText = argument.dropFirst(2)
        } else if argument.hasPrefix("<") {
            negated = true
            versionText = argument.dropFirst(1)
        } else {
            return .unknown
        }
        let version = versionText.split(separator: ".").map { Int($0) ?? 0 }
        let value: Truth =
            Self.order(version, atLeastYes) <= 0 ? .yes : (Self.order(version, atLeastNo) > 0 ? .no : .unknown)
        return negated ? !value : value
    }

    static func order(_ left: [Int], _ right: [Int]) -> Int {
        for position in 0..<max(left.count, right.count) {
            let a = position < left.count ? left[position] : 0
            let b = position < right.count ? right[position] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        return 0
    }
}
