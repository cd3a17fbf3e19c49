/// One lexical token of Swift source: where it is and what kind it is. The text stays in the
/// file's bytes; only the few tokens that matter are turned into strings later.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var start: Int32
    public var length: Int32
    public var line: Int32
    public var column: Int32

    public init(kind: TokenKind, keyword: Keyword = .none, start: Int, length: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        self.start = Int32(truncatingIfNeeded: start)
        self.length = Int32(truncatingIfNeeded: length)
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
    }
}

public enum TokenKind: UInt8, Sendable {
    case identifier
    /// `#if`, `#else`, `#available`…: the word after `#` is in `keyword` when it matters.
    case pound
    case string
    case number
    case regex
    case dot
    case comma
    case colon
    case semicolon
    case at
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case leftAngle
    case rightAngle
    /// Any other run of operator characters (`&&`, `!`, `->`, `>=`…).
    case `operator`
}

/// The words the scanners act on. Everything else is a plain identifier.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    case `import`, `struct`, `class`, `enum`, `protocol`, actor, `typealias`, `extension`
    case `associatedtype`, `func`, `var`, `let`, `case`, `init`, `subscript`, macro
    case `public`, open, package, `private`, `fileprivate`, `internal`
    case `true`, `false`, `if`, `elseif`, `else`, endif
    case `return`, `in`, `some`, `any`
    /// Other modifiers that may stand between attributes and a declaration keyword.
    case modifier
}
