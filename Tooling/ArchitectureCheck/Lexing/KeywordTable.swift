/// Recognises the keywords of `Keyword` straight from UTF-8 bytes, without building strings:
/// words are grouped by length so most identifiers are rejected after one comparison.
enum KeywordTable {
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
    private static let byLength: [[([UInt8], Keyword)]] = {
        var table = [[([UInt8], Keyword)]](repeating: [], count: 16)
        for (word, keyword) in words {
            table[word.utf8.count].append((Array(word.utf8), keyword))
        }
        return table
    }()

    static func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        guard length > 1, length < 16, bytes[start] >= UInt8(ascii: "a") else { return .none }
        for (word, keyword) in byLength[length] where word[0] == bytes[start] {
            var index = 1
            while index < length, word[index] == bytes[start + index] { index += 1 }
            if index == length { return keyword }
        }
        return .none
    }
}
