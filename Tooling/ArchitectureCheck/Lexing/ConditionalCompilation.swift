/// Drops the code of `#if` branches that are inactive on every platform of a configuration.
/// Branches are tracked per platform, so `#if os(Linux)` nested in `#if os(macOS)` is inactive
/// everywhere; a directive without its `#if` changes nothing.
enum ConditionalCompilation {
    static func platforms(of configuration: BuildConfiguration) -> [String] {
        configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
    }

    /// The tokens active on at least one platform, without the directives and their conditions.
    static func activeTokens(_ tokens: [Token], in bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
        guard tokens.contains(where: { $0.kind == .pound && $0.keyword != .none }) else { return tokens }
        let platforms = platforms(of: configuration)
        var branches = ActiveBranches(platformCount: platforms.count)
        var active: [Token] = []
        active.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound else {
                if branches.anyActive { active.append(token) }
                index += 1
                continue
            }
            switch token.keyword {
            case .if, .elseif:
                let end = conditionEnd(tokens, after: index)
                let condition = tokens[(index + 1)..<end]
                branches.enter(token.keyword) {
                    truths(of: condition, in: bytes, platforms: platforms, configuration: configuration)
                }
                index = end
                continue
            case .else: branches.enterElse()
            case .endif: branches.exit()
            default: if branches.anyActive { active.append(token) }
            }
            index += 1
        }
        return active
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
    static func truths(of condition: ArraySlice<Token>, in bytes: [UInt8], platforms: [String], configuration: BuildConfiguration)
        -> [Truth]
    {
        let lexemes = conditionLexemes(condition, in: bytes)
        return platforms.map { platform in
            var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
            return evaluator.evaluate()
        }
    }

    private static func conditionLexemes(_ condition: ArraySlice<Token>, in bytes: [UInt8]) -> [ConditionEvaluator.Lexeme] {
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
