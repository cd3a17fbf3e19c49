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

    static func activeTokens(_ tokens: [Token], in bytes: UnsafeBufferPointer<UInt8>, configuration: BuildConfiguration) -> [Token] {
        guard tokens.contains(where: { $0.kind == .pound && $0.keyword != .none }) else { return tokens }
        let platforms = configuration.platforms.isEmpty ? ["Linux"] : configuration.platforms
        var active = [Bool](repeating: true, count: platforms.count)
        var anyActive = true
        var frames: [Frame] = []
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound else {
                if anyActive { result.append(token) }
                index += 1
                continue
            }
            switch token.keyword {
            case .if, .elseif:
                let (lexemes, next) = conditionLexemes(tokens, after: index, in: bytes)
                index = next
                if token.keyword == .if {
                    frames.append(Frame(parent: active, taken: [Bool](repeating: false, count: platforms.count)))
                } else if frames.isEmpty {
                    continue
                }
                let frame = frames[frames.count - 1]
                for (position, platform) in platforms.enumerated() {
                    var evaluator = ConditionEvaluator(lexemes: lexemes, platform: platform, configuration: configuration)
                    let truth = frame.parent[position] ? evaluator.evaluate() : .no
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
                if anyActive { result.append(token) }
                index += 1
                continue
            }
            anyActive = active.contains(true)
        }
        return result
    }

    /// The condition runs to the end of the directive's line, or further while parentheses are open.
    private static func conditionLexemes(_ tokens: [Token], after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> ([ConditionEvaluator.Lexeme], Int) {
        let line = tokens[index].line
        var cursor = index + 1
        var depth = 0
        var lexemes: [ConditionEvaluator.Lexeme] = []
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.line != line, depth <= 0 { break }
            if token.kind == .pound, token.keyword != .none { break }
            switch token.kind {
            case .leftParen:
                depth += 1
                lexemes.append(.open)
            case .rightParen:
                depth -= 1
                lexemes.append(.close)
            case .identifier:
                lexemes.append(.word(text(of: token, in: bytes)))
            case .operator, .leftAngle, .rightAngle:
                splitOperator(text(of: token, in: bytes), into: &lexemes)
            default:
                lexemes.append(.other(text(of: token, in: bytes)))
            }
            cursor += 1
        }
        return (lexemes, cursor)
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
