@testable import ArchitectureCheck

/// What the filter is tested against: the same conditions, decided one platform at a time with a
/// stack of plain flags, where the checker decides every platform at once with bit sets.
enum FiltroDeReferencia {
    static func activeTokens(_ bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
        let tokens = Lexer.tokenize(bytes)
        let platforms = ConditionalCompilation.platforms(of: configuration)
        var kept = [Bool](repeating: false, count: tokens.count)
        for number in platforms.indices {
            // For each open `#if`: whether the code around it is active, and whether a branch was taken.
            var open: [(outer: Bool, taken: Bool)] = []
            var active = true
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                guard token.kind == .pound, [.if, .elseif, .else, .endif].contains(token.keyword) else {
                    if active { kept[index - 1] = true }
                    continue
                }
                if token.keyword == .if { open.append((active, false)) }
                // A condition runs to the end of its line, or further while parentheses are open,
                // and never past another directive; without its `#if` it is dropped all the same.
                let condition = index
                var depth = 0
                while token.keyword == .if || token.keyword == .elseif, index < tokens.count,
                    tokens[index].line == token.line || depth > 0, tokens[index].kind != .pound || tokens[index].keyword == .none
                {
                    depth += tokens[index].kind == .leftParen ? 1 : tokens[index].kind == .rightParen ? -1 : 0
                    index += 1
                }
                guard let (outer, taken) = open.last else { continue }
                switch token.keyword {
                case .if, .elseif:
                    let lexemes = ConditionalCompilation.lexemes(of: tokens[condition..<index], in: bytes)
                    let truth = ConditionalCompilation.truths(of: lexemes, platforms: platforms, configuration: configuration)[number]
                    active = outer && !taken && truth != .no
                    open[open.count - 1].taken = taken || (outer && truth == .yes)
                case .else:
                    active = outer && !taken
                    open[open.count - 1].taken = true
                default:
                    active = outer
                    open.removeLast()
                }
            }
        }
        return tokens.indices.filter { kept[$0] }.map { tokens[$0] }
    }
}
