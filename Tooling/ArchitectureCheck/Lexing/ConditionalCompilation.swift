/// Drops the code of `#if` branches that are inactive on every platform of a configuration.
/// Branches are tracked per platform, so `#if os(Linux)` nested in `#if os(macOS)` is inactive
/// everywhere; a directive without its `#if` changes nothing.
enum ConditionalCompilation {
    static func platforms(of configuration: BuildConfiguration) -> [String] {
        configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
    }

    /// The tokens active on at least one platform, without the directives and their conditions,
    /// kept in place in the lexer's own array. `conditions` holds the conditions already decided
    /// in `configuration`.
    static func activeTokens(
        _ tokens: consuming [Token], in bytes: [UInt8], configuration: BuildConfiguration, conditions: inout ConditionCache
    ) -> [Token] {
        var tokens = tokens
        guard tokens.contains(where: { $0.kind == .pound && $0.keyword != .none }) else { return tokens }
        let platforms = platforms(of: configuration)
        var branches = ActiveBranches(platformCount: platforms.count)
        var kept = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind == .pound ? token.keyword : .none {
            case .if, .elseif:
                let condition = (index + 1)..<conditionEnd(tokens, after: index)
                branches.enter(token.keyword) {
                    conditions.truths(of: tokens[condition], in: bytes, platforms: platforms, configuration: configuration)
                }
                index = condition.upperBound
                continue
            case .else:
                branches.enterElse()
            case .endif:
                branches.exit()
            default:
                if branches.anyActive {
                    tokens[kept] = token
                    kept += 1
                }
            }
            index += 1
        }
        tokens.removeLast(tokens.count - kept)
        return tokens
    }

    /// A condition runs to the end of its directive's line, or further while parentheses are
    /// open, and never past another directive.
    private static func conditionEnd(_ tokens: [Token], after index: Int) -> Int {
        let line = tokens[index].line
        var cursor = index + 1
        var depth = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.line != line, depth <= 0 { break }
            if token.kind == .pound, token.keyword != .none { break }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth -= 1 }
            cursor += 1
        }
        return cursor
    }

    /// The condition's value on each platform.
    static func truths(of lexemes: [ConditionEvaluator.Lexeme], platforms: [String], configuration: BuildConfiguration) -> [Truth] {
        platforms.map { platform in
            var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
            return evaluator.evaluate()
        }
    }

    static func lexemes(of condition: ArraySlice<Token>, in bytes: [UInt8]) -> [ConditionEvaluator.Lexeme] {
        var lexemes: [ConditionEvaluator.Lexeme] = []
        for token in condition {
            switch token.kind {
            case .leftParen: lexemes.append(.open)
            case .rightParen: lexemes.append(.close)
            case .identifier: lexemes.append(.word(text(of: token, in: bytes)))
            case .operator, .leftAngle, .rightAngle: splitOperator(text(of: token, in: bytes), into: &lexemes)
            default: lexemes.append(.other(text(of: token, in: bytes)))
            }
        }
        return lexemes
    }

    /// `&&`, `||` and `!` are the condition's own operators; the rest (`>=` of a version) stays text.
    private static func splitOperator(_ text: String, into lexemes: inout [ConditionEvaluator.Lexeme]) {
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix("&&") {
                lexemes.append(.and)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("||") {
                lexemes.append(.or)
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("!") {
                lexemes.append(.not)
                rest = rest.dropFirst()
            } else {
                let end = rest.firstIndex(where: { $0 == "&" || $0 == "|" || $0 == "!" }) ?? rest.endIndex
                let piece = rest[rest.startIndex..<(end == rest.startIndex ? rest.index(after: end) : end)]
                if case .other(let previous) = lexemes.last {
                    lexemes[lexemes.count - 1] = .other(previous + piece)
                } else {
                    lexemes.append(.other(String(piece)))
                }
                rest = rest[piece.endIndex...]
            }
        }
    }

    static func text(of token: Token, in bytes: [UInt8]) -> String {
        let start = Int(token.start)
        let end = min(start + Int(token.length), bytes.count)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Conditions already decided, by their lexemes, in the configuration of one target: the files of a
/// target repeat the same few conditions, and deciding each anew took 6% of a check of the
/// synthetic repository of `BenchmarkArchitecture`.
struct ConditionCache {
    private var known: [[ConditionEvaluator.Lexeme]: [Truth]] = [:]
    private var target: Int?

    /// The next files are `target`'s.
    mutating func read(target: Int) {
        guard target != self.target else { return }
        known = [:]
        self.target = target
    }

    mutating func truths(of condition: ArraySlice<Token>, in bytes: [UInt8], platforms: [String], configuration: BuildConfiguration)
        -> [Truth]
    {
        let lexemes = ConditionalCompilation.lexemes(of: condition, in: bytes)
        if let truths = known[lexemes] { return truths }
        let truths = ConditionalCompilation.truths(of: lexemes, platforms: platforms, configuration: configuration)
        known[lexemes] = truths
        return truths
    }
}

/// Which branches are active on each platform as the directives arrive: platform n is bit n.
private struct ActiveBranches {
    private struct Frame {
        var parent: UInt64
        var taken: UInt64
    }

    private let everyPlatform: UInt64
    private var active: UInt64
    private var frames: [Frame] = []

    init(platformCount: Int) {
        precondition(platformCount <= 64, "#if is evaluated for at most 64 platforms")
        everyPlatform = platformCount == 64 ? .max : (1 << UInt64(platformCount)) - 1
        active = everyPlatform
    }

    /// Whether code here is active on at least one platform.
    var anyActive: Bool { active != 0 }

    /// `#if` or `#elseif`. `truths` is asked only when the branch could be active somewhere.
    mutating func enter(_ keyword: Keyword, truths: () -> [Truth]) {
        if keyword == .if {
            frames.append(Frame(parent: active, taken: 0))
        } else if frames.isEmpty {
            return
        }
        let frame = frames[frames.count - 1]
        var possible: UInt64 = 0
        var certain: UInt64 = 0
        if frame.parent != 0 {
            for (platform, truth) in truths().enumerated() {
                if truth != .no { possible |= 1 << UInt64(platform) }
                if truth == .yes { certain |= 1 << UInt64(platform) }
            }
        }
        active = frame.parent & ~frame.taken & possible
        frames[frames.count - 1].taken |= frame.parent & certain
    }

    mutating func enterElse() {
        guard let frame = frames.last else { return }
        active = frame.parent & ~frame.taken
        frames[frames.count - 1].taken = everyPlatform
    }

    mutating func exit() {
        guard let frame = frames.popLast() else { return }
        active = frame.parent
    }
}
