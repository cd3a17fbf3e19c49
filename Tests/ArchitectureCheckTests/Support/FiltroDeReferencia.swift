@testable import ArchitectureCheck

/// The reference the lexer's filter is tested against, kept with the tests because only they use it:
/// drops the tokens of `#if` branches that are inactive on every platform, and the directives
/// themselves, from a whole token array, deciding with the same `ActiveBranches` and conditions.
extension ConditionalCompilation {
    static func activeTokens(_ tokens: [Token], in bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
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

    /// The condition runs to the end of the directive's line, or further while parentheses are open.
    fileprivate static func conditionEnd(_ tokens: [Token], after index: Int) -> Int {
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
}
