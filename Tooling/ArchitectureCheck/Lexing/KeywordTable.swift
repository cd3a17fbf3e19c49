/// Recognises the keywords of `Keyword` straight from UTF-8 bytes, without building strings:
/// a bit per (first letter, length) rejects most identifiers at once, and the rest are compared
/// with the keywords of their length. A lexer copies `shared` once, not once per word.
struct KeywordTable: Sendable {
    static let shared = KeywordTable()

    private static let words: [(String, Keyword)] = [
        ("import", .import), ("struct", .struct), ("class", .class), ("enum", .enum),
        ("protocol", .protocol), ("actor", .actor), ("typealias", .typealias), ("extension", .extension),
        ("associatedtype", .associatedtype), ("func", .func), ("var", .var), ("let", .let),
        ("case", .case), ("init", .`init`), ("subscript", .subscript), ("macro", .macro),
        ("public", .public), ("open", .open), ("package", .package), ("private", .private),
        ("fileprivate", .fileprivate), ("internal", .internal), ("true", .true), ("false", .false),
        ("if", .if), ("elseif", .elseif), ("else", .else), ("endif", .endif), ("return", .return),
        ("in", .in), ("some", .some), ("any", .any),
        ("final", .modifier), ("static", .modifier), ("indirect", .modifier), ("nonisolated", .modifier),
        ("override", .modifier), ("required", .modifier), ("convenience", .modifier), ("dynamic", .modifier),
        ("lazy", .modifier), ("weak", .modifier), ("unowned", .modifier), ("mutating", .modifier),
        ("nonmutating", .modifier), ("distributed", .modifier), ("optional", .modifier),
        ("isolated", .modifier), ("consuming", .modifier), ("borrowing", .modifier),
    ]

    /// `byLength[n]` holds the keywords of n bytes.
    private let byLength: [[([UInt8], Keyword)]]
    /// Bit n of `lengths[c - "a"]`: some keyword starts with c and has n bytes.
    private let lengths: [UInt16]

    private init() {
        var table = [[([UInt8], Keyword)]](repeating: [], count: 16)
        var lengths = [UInt16](repeating: 0, count: 26)
        for (word, keyword) in Self.words {
            let bytes = Array(word.utf8)
            table[bytes.count].append((bytes, keyword))
            lengths[Int(bytes[0] - UInt8(ascii: "a"))] |= 1 << UInt16(bytes.count)
        }
        byLength = table
        self.lengths = lengths
    }

    func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        let first = bytes[start]
        guard length > 1, length < 16, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            lengths[Int(first - UInt8(ascii: "a"))] & (1 << UInt16(length)) != 0
        else { return .none }
        for (word, keyword) in byLength[length] where word[0] == first {
            var index = 1
            while index < length, word[index] == bytes[start + index] { index += 1 }
            if index == length { return keyword }
        }
        return .none
    }
}
