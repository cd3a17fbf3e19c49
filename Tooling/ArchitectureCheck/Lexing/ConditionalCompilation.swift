/// Drops the tokens of `#if` branches that are inactive on every platform, and the directives
/// themselves, from a whole token array (`ActiveBranches` decides). The checker filters while
/// lexing instead (`Lexer.activeTokens`); this form is the reference that one is tested against.
public enum ConditionalCompilation {
    public static func activeTokens(_ tokens: [Token], in bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
        bytes.withUnsafeBufferPointer { activeTokens(tokens, in: $0, configuration: configuration) }
    }

    /// Keeps the active tokens in place: `tokens` is usually the lexer's own array, so no copy.
    static func activeTokens(
        _ tokens: consuming [Token], in bytes: UnsafeBufferPointer<UInt8>, configuration: BuildConfiguration, memo: ConditionMemo? = nil
    ) -> [Token] {
        guard tokens.contains(where: { $0.kind == .pound && $0.keyword != .none }) else { return tokens }
        var tokens = tokens
        // Runs of active tokens, moved together once the whole file is read.
        var runs: [Range<Int>] = []
        func keep(_ run: Range<Int>) {
            if let last = runs.last, last.upperBound == run.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<run.upperBound
            } else {
                runs.append(run)
            }
        }
        let platforms = platforms(of: configuration)
        var branches = ActiveBranches(platformCount: platforms.count)
        var index = 0
        while index < tokens.count {
            // Only `#` tokens change what is active: take the plain tokens before one as a run.
            var end = index
            while end < tokens.count, tokens[end].kind != .pound { end += 1 }
            if branches.anyActive, end > index { keep(index..<end) }
            index = end
            guard index < tokens.count else { break }
            let token = tokens[index]
            switch token.keyword {
            case .if, .elseif:
                let end = conditionEnd(tokens, after: index)
                let condition = tokens[(index + 1)..<end]
                branches.enter(token.keyword) {
                    truths(of: condition, in: bytes, platforms: platforms, configuration: configuration, memo: memo)
                }
                index = end
            case .else:
                branches.enterElse()
                index += 1
            case .endif:
                branches.exit()
                index += 1
            default:
                if branches.anyActive { keep(index..<(index + 1)) }
                index += 1
            }
        }
        var kept = 0
        tokens.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for run in runs {
                // Tokens are plain values and runs only move left: an overlapping move is safe.
                (base + kept).moveInitialize(from: base + run.lowerBound, count: run.count)
                kept += run.count
            }
        }
        tokens.removeLast(tokens.count - kept)
        return tokens
    }

    static func platforms(of configuration: BuildConfiguration) -> [String] {
        configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
    }

    /// The condition runs to the end of the directive's line, or further while parentheses are open.
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

    /// The condition's value on each platform; the same condition in the same configuration is
    /// evaluated once per memo.
    static func truths(
        of condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>, platforms: [String], configuration: BuildConfiguration,
        memo: ConditionMemo?
    ) -> [Truth] {
        let key = memo.map { _ in ConditionMemo.key(condition, in: bytes) }
        if let memo, let key, let known = memo.truths(key) { return known }
        let lexemes = conditionLexemes(condition, in: bytes)
        var readsTargetModules = false
        let truths = platforms.map { platform in
            var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
            let truth = evaluator.evaluate()
            readsTargetModules = readsTargetModules || evaluator.readsTargetModules
            return truth
        }
        if let memo, let key { memo.remember(truths, for: key, readsTargetModules: readsTargetModules) }
        return truths
    }

    private static func conditionLexemes(_ condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> [ConditionEvaluator
        .Lexeme]
    {
        var lexemes: [ConditionEvaluator.Lexeme] = []
        for token in condition {
            switch token.kind {
            case .leftParen:
                lexemes.append(.open)
            case .rightParen:
                lexemes.append(.close)
            case .identifier:
                lexemes.append(.word(text(of: token, in: bytes)))
            case .operator, .leftAngle, .rightAngle:
                splitOperator(text(of: token, in: bytes), into: &lexemes)
            default:
                lexemes.append(.other(text(of: token, in: bytes)))
            }
        }
        return lexemes
    }

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

    static func text(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(token.start)
        let end = min(start + Int(token.length), bytes.count)
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// Conditions already evaluated, for one thread and the configurations of one policy, which
/// differ only in the modules each target may import. A condition whose value never looked at
/// those is kept for every target; the others only while the thread reads files of the same
/// target (`read(target:)`), since files of a target repeat the same few conditions.
final class ConditionMemo {
    private var general: [Key: [Truth]] = [:]
    private var ofTarget: [Key: [Truth]] = [:]
    private var target: Int?

    /// The next files are `target`'s.
    func read(target: Int) {
        guard target != self.target else { return }
        ofTarget = [:]
        self.target = target
    }

    func truths(_ key: Key) -> [Truth]? {
        general[key] ?? ofTarget[key]
    }

    func remember(_ truths: [Truth], for key: Key, readsTargetModules: Bool) {
        if readsTargetModules {
            ofTarget[key] = truths
        } else {
            general[key] = truths
        }
    }

    /// A condition's bytes, hashed in one call rather than byte by byte.
    struct Key: Hashable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Each token's kind, length and bytes: exactly what the lexemes are made of.
    static func key(_ condition: some Collection<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> Key {
        var key: [UInt8] = []
        key.reserveCapacity(condition.reduce(0) { $0 + 5 + Int($1.length) })
        for token in condition {
            key.append(token.kind.rawValue)
            let start = Int(token.start)
            let end = min(start + Int(token.length), bytes.count)
            let length = UInt32(max(0, end - start))
            key.append(UInt8(truncatingIfNeeded: length))
            key.append(UInt8(truncatingIfNeeded: length >> 8))
            key.append(UInt8(truncatingIfNeeded: length >> 16))
            key.append(UInt8(truncatingIfNeeded: length >> 24))
            if start < end { key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end])) }
        }
        return Key(bytes: key)
    }
}
