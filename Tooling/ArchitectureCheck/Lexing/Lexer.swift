/// A Swift lexer over UTF-8 bytes. It knows comments (nested), every string literal form
/// (multi-line, raw, interpolated: interpolations are lexed as code), regex literals, `#` directives
/// and backticked names. It never fails: malformed or truncated input ends the current token and
/// lexing goes on, so a broken file cannot hide the rest of a target.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var lexer = LexerState(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    public static func tokenize(_ text: String) -> [Token] {
        tokenize(Array(text.utf8))
    }

    /// The tokens of the code that is active on some platform of `configuration`, without the
    /// `#if` directives and their conditions.
    public static func activeTokens(_ bytes: [UInt8], configuration: BuildConfiguration) -> [Token] {
        var conditions = ConditionCache()
        return ConditionalCompilation.activeTokens(tokenize(bytes), in: bytes, configuration: configuration, conditions: &conditions)
    }

    /// The keywords by length and first letter: every word of a file is looked up, and comparing
    /// it with the one or two keywords of its shape costs less than hashing it (a dictionary took
    /// 7% of a check of the synthetic repository of `BenchmarkArchitecture`).
    private static let keywords: [[(word: [UInt8], keyword: Keyword)]] = {
        let modifiers = [
            "final", "static", "indirect", "nonisolated", "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned",
            "mutating", "nonmutating", "distributed", "optional", "isolated", "consuming", "borrowing",
        ]
        // Every other keyword is spelled as its case is named.
        let named = Keyword.allCases.filter { $0 != .none && $0 != .modifier }.map { ("\($0)", $0) }
        var shapes = [[(word: [UInt8], keyword: Keyword)]](repeating: [], count: 16 * 26)
        for (word, keyword) in named + modifiers.map({ ($0, Keyword.modifier) }) {
            shapes[shape(of: Array(word.utf8)[...])].append((Array(word.utf8), keyword))
        }
        return shapes
    }()

    private static func shape(of word: ArraySlice<UInt8>) -> Int {
        word.count * 26 + Int(word[word.startIndex] - UInt8(ascii: "a"))
    }

    /// The keyword that `word` spells, if any.
    static func keyword(_ word: ArraySlice<UInt8>) -> Keyword {
        guard let first = word.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), word.count < 16 else { return .none }
        return keywords[shape(of: word)].first { $0.word.elementsEqual(word) }?.keyword ?? .none
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default:
            false
        }
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}

/// The closing delimiter of a string literal whose interpolation is being lexed.
private struct StringDelimiter {
    var hashes: Int
    var multiline: Bool
    var parenDepth = 0
}

private struct LexerState {
    let bytes: [UInt8]
    var tokens: [Token] = []
    var position = 0
    var line = 1
    var lineStart = 0
    var interpolations: [StringDelimiter] = []
    /// Bytes spent on failed regex attempts on line `regexScanLine`.
    var regexScanSpent = 0
    var regexScanLine = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    private func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    private mutating func emit(_ kind: TokenKind, keyword: Keyword = .none, from start: Int, length: Int) {
        tokens.append(Token(kind: kind, keyword: keyword, start: start, length: length, line: line, column: start - lineStart + 1))
    }

    mutating func run() {
        while position < bytes.count {
            let current = bytes[position]
            switch current {
            case 0x0A:
                newline(at: position)
                position += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                position += 1
            case UInt8(ascii: "/"):
                let next = byte(at: position + 1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else if !scanBareRegex() {
                    scanOperator()
                }
            case UInt8(ascii: "\""):
                scanString(hashes: 0, from: position)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "`"):
                scanBacktick()
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
                single(.leftParen)
            case UInt8(ascii: ")"):
                if let last = interpolations.last {
                    if last.parenDepth == 0 {
                        interpolations.removeLast()
                        position += 1
                        scanStringBody(last)
                        continue
                    }
                    interpolations[interpolations.count - 1].parenDepth -= 1
                }
                single(.rightParen)
            case UInt8(ascii: "{"): single(.leftBrace)
            case UInt8(ascii: "}"): single(.rightBrace)
            case UInt8(ascii: "["): single(.leftBracket)
            case UInt8(ascii: "]"): single(.rightBracket)
            case UInt8(ascii: "<"): single(.leftAngle)
            case UInt8(ascii: ">"): single(.rightAngle)
            case UInt8(ascii: ","): single(.comma)
            case UInt8(ascii: ":"): single(.colon)
            case UInt8(ascii: ";"): single(.semicolon)
            case UInt8(ascii: "@"): single(.at)
            case UInt8(ascii: "."): scanDots()
            case UInt8(ascii: "0")...UInt8(ascii: "9"): scanNumber()
            default:
                if Lexer.isIdentifierStart(current) {
                    scanIdentifier()
                } else if Lexer.isOperatorCharacter(current) || current == UInt8(ascii: "\\") {
                    scanOperator()
                } else {
                    position += 1
                }
            }
        }
    }

    private mutating func single(_ kind: TokenKind) {
        emit(kind, from: position, length: 1)
        position += 1
    }

    // MARK: Comments

    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    /// Block comments nest in Swift: `/* a /* b */ still a comment */`.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if current == 0x0A { newline(at: position) }
                position += 1
            }
        }
    }

    // MARK: Words and numbers

    private mutating func scanIdentifier() {
        let start = position
        position += 1
        while position < bytes.count, Lexer.isIdentifierBody(bytes[position]) { position += 1 }
        emit(.identifier, keyword: Lexer.keyword(bytes[start..<position]), from: start, length: position - start)
    }

    /// `` `class` `` is a plain name, never a keyword.
    private mutating func scanBacktick() {
        var end = position + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > position + 1 else {
            single(.operator)
            return
        }
        emit(.identifier, from: position + 1, length: end - position - 1)
        position = end + 1
    }

    private mutating func scanNumber() {
        let start = position
        position += 1
        while position < bytes.count {
            let current = bytes[position]
            if Lexer.isIdentifierBody(current) {
                position += 1
            } else if current == UInt8(ascii: "."), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(at: position + 1)) {
                position += 1
            } else if current == UInt8(ascii: "-") || current == UInt8(ascii: "+"),
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[position - 1])
            {
                position += 1
            } else {
                break
            }
        }
        emit(.number, from: start, length: position - start)
    }

    // MARK: Operators

    private mutating func scanOperator() {
        let start = position
        position += 1
        while position < bytes.count, Lexer.isOperatorCharacter(bytes[position]) {
            if bytes[position] == UInt8(ascii: "/"),
                byte(at: position + 1) == UInt8(ascii: "/") || byte(at: position + 1) == UInt8(ascii: "*")
            {
                break
            }
            position += 1
        }
        emit(.operator, from: start, length: position - start)
    }

    /// A lone `.` is member access; `...` and `..<` are operators.
    private mutating func scanDots() {
        let next = byte(at: position + 1)
        guard next == UInt8(ascii: ".") else {
            single(.dot)
            return
        }
        let start = position
        while position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "<") { position += 1 }
        emit(.operator, from: start, length: position - start)
    }

    // MARK: Strings

    /// `position` is at the first `"`; `start` is where the literal begins (its first `#` if raw).
    private mutating func scanString(hashes: Int, from start: Int) {
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        emit(.string, from: start, length: position - start + 1)
        position += multiline ? 3 : 1
        scanStringBody(StringDelimiter(hashes: hashes, multiline: multiline))
    }

    /// Scans up to the closing delimiter, or up to an interpolation, whose code the main loop lexes.
    private mutating func scanStringBody(_ delimiter: StringDelimiter) {
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                var cursor = position + 1
                var hashes = 0
                while hashes < delimiter.hashes, byte(at: cursor) == UInt8(ascii: "#") {
                    hashes += 1
                    cursor += 1
                }
                guard hashes == delimiter.hashes else {
                    position += 1
                    continue
                }
                if byte(at: cursor) == UInt8(ascii: "(") {
                    interpolations.append(delimiter)
                    position = cursor + 1
                    return
                }
                if cursor < bytes.count, bytes[cursor] == 0x0A {
                    if !delimiter.multiline {
                        position = cursor
                        return
                    }
                    newline(at: cursor)
                }
                position = cursor + 1
            } else if current == UInt8(ascii: "\"") {
                let quotes = delimiter.multiline ? 3 : 1
                var cursor = position
                while cursor - position < quotes, byte(at: cursor) == UInt8(ascii: "\"") { cursor += 1 }
                guard cursor - position == quotes else {
                    position = cursor
                    continue
                }
                var hashes = 0
                while hashes < delimiter.hashes, byte(at: cursor + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if hashes == delimiter.hashes {
                    position = cursor + hashes
                    return
                }
                position += 1
            } else if current == 0x0A {
                // A one-line literal cannot cross a line: the literal is unterminated, go on with code.
                if !delimiter.multiline { return }
                newline(at: position)
                position += 1
            } else {
                position += 1
            }
        }
    }

    // MARK: # forms

    private mutating func scanPound() {
        let start = position
        var cursor = position
        while byte(at: cursor) == UInt8(ascii: "#") { cursor += 1 }
        let hashes = cursor - start
        let next = byte(at: cursor)
        if next == UInt8(ascii: "\"") {
            position = cursor
            scanString(hashes: hashes, from: start)
        } else if next == UInt8(ascii: "/") {
            scanExtendedRegex(hashes: hashes, from: start, slash: cursor)
        } else if hashes == 1, Lexer.isIdentifierStart(next) {
            var end = cursor + 1
            while end < bytes.count, Lexer.isIdentifierBody(bytes[end]) { end += 1 }
            emit(.pound, keyword: Lexer.keyword(bytes[cursor..<end]), from: start, length: end - start)
            position = end
        } else {
            emit(.operator, from: start, length: hashes)
            position = cursor
        }
    }

    /// `#/…/#`: multi-line only when the opening delimiter ends its line.
    private mutating func scanExtendedRegex(hashes: Int, from start: Int, slash: Int) {
        emit(.regex, from: start, length: slash - start + 1)
        position = slash + 1
        let multiline = byte(at: position) == 0x0A
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\") {
                if byte(at: position + 1) == 0x0A { newline(at: position + 1) }
                position += 2
                continue
            }
            if current == 0x0A {
                if !multiline { return }
                newline(at: position)
            } else if current == UInt8(ascii: "/") {
                var count = 0
                while count < hashes, byte(at: position + 1 + count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes {
                    position += 1 + hashes
                    return
                }
            }
            position += 1
        }
        position = min(position, bytes.count)
    }

    /// `/…/` is a regex only where an expression may start and when it closes on the same line;
    /// otherwise `/` is division. Each failed attempt scans to the end of the line, so a line full of
    /// `/` that never close could cost the square of its length: once a line has spent
    /// `regexScanBudgetPerLine` bytes on failed attempts, its remaining `/` are division, which keeps
    /// lexing linear in its input. No real line comes near the budget.
    private mutating func scanBareRegex() -> Bool {
        let next = byte(at: position + 1)
        guard next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, next != 0, expressionMayStart() else { return false }
        if regexScanLine != line {
            regexScanLine = line
            regexScanSpent = 0
        }
        guard regexScanSpent < Self.regexScanBudgetPerLine else { return false }
        var cursor = position + 1
        var inClass = false
        defer { regexScanSpent += cursor - position }
        while cursor < bytes.count {
            let current = bytes[cursor]
            if current == 0x0A { return false }
            if current == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if current == UInt8(ascii: "[") { inClass = true }
            if current == UInt8(ascii: "]") { inClass = false }
            if current == UInt8(ascii: "/"), !inClass {
                if bytes[cursor - 1] == 0x20 { return false }
                emit(.regex, from: position, length: cursor + 1 - position)
                position = cursor + 1
                return true
            }
            cursor += 1
        }
        return false
    }

    static var regexScanBudgetPerLine: Int { 1 << 16 }

    private func expressionMayStart() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator:
            return true
        case .identifier:
            return last.keyword == .return || last.keyword == .case || last.keyword == .in
        default:
            return false
        }
    }
}
