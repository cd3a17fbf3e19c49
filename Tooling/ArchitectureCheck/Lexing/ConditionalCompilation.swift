/// Drops the tokens of `#if` branches that are inactive on every platform, and the directives
/// themselves. Branches are tracked per platform, so `#if os(Linux)` nested in `#if os(macOS)`
/// is inactive everywhere.
public enum ConditionalCompilation {
    public static func activeTokens(_ tokens: [Token], in bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
        bytes.withUnsafeBufferPointer { activeTokens(tokens, in: $0, configuration: configuration) }
    }

    private struct Frame {
        var parent: [Bool]
        var taken: [Bool]
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
        let platforms = configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
        var active = [Bool](repeating: true, count: platforms.count)
        var anyActive = true
        var frames: [Frame] = []
        var index = 0
        while index < tokens.count {
            // Only `#` tokens change what is active: take the plain tokens before one as a run.
            var end = index
            while end < tokens.count, tokens[end].kind != .pound { end += 1 }
            if anyActive, end > index { keep(index..<end) }
            index = end
            guard index < tokens.count else { break }
            let token = tokens[index]
            switch token.keyword {
            case .if, .elseif:
                let end = conditionEnd(tokens, after: index)
                let truths = truths(
                    of: tokens[(index + 1)..<end], in: bytes, platforms: platforms, configuration: configuration, memo: memo)
                index = end
                if token.keyword == .if {
                    frames.append(Frame(parent: active, taken: [Bool](repeating: false, count: platforms.count)))
                } else if frames.isEmpty {
                    continue
                }
                let frame = frames[frames.count - 1]
                for position in platforms.indices {
                    let truth = frame.parent[position] ? truths[position] : .no
                    active[position] = frame.parent[position] && !frame.taken[position] && truth != .no
                    if truth == .yes { frames[frames.count - 1].taken[position] = true }
                }
            case .else:
                index += 1
                guard let frame = frames.last else { continue }
                for position in platforms.indices {
                    active[position] = frame.parent[position] && !frame.taken[position]
                }
                frames[frames.count - 1].taken = [Bool](repeating: true, count: platforms.count)
            case .endif:
                index += 1
                guard let frame = frames.popLast() else { continue }
                active = frame.parent
            default:
                if anyActive { keep(index..<(index + 1)) }
                index += 1
                continue
            }
            anyActive = active.contains(true)
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
    private static func truths(
        of condition: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>, platforms: [String], configuration: BuildConfiguration,
        memo: ConditionMemo?
    ) -> [Truth] {
        let key = memo.map { _ in ConditionMemo.key(condition, in: bytes) }
        if let memo, let key, let known = memo.truths[key] { return known }
        let lexemes = conditionLexemes(condition, in: bytes)
        let truths = platforms.map { platform in
            var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
            return evaluator.evaluate()
        }
        if let memo, let key { memo.truths[key] = truths }
        return truths
    }

    private static func conditionLexemes(_ condition: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> [ConditionEvaluator
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

/// Conditions already evaluated for one build configuration. Files of a target repeat the same
/// few conditions; one memo serves one configuration and one thread.
final class ConditionMemo {
    var truths: [[UInt8]: [Truth]] = [:]

    /// Each token's kind, length and bytes: exactly what the lexemes are made of.
    static func key(_ condition: ArraySlice<Token>, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var key: [UInt8] = []
        for token in condition {
            key.append(token.kind.rawValue)
            let start = Int(token.start)
            let end = min(start + Int(token.length), bytes.count)
            let length = UInt32(max(0, end - start))
            for shift in [0, 8, 16, 24] { key.append(UInt8(truncatingIfNeeded: length >> UInt32(shift))) }
            if start < end { key += bytes[start..<end] }
        }
        return key
    }
}
