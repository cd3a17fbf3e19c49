/// Recognises the keywords of `Keyword` straight from UTF-8 bytes, without building strings:
/// a bit per (first letter, length) rejects most identifiers at once; the rest are read as two
/// 64-bit words and looked up in a small hash table, one comparison of words per candidate. A lexer copies `shared` once, not once per word.
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

    /// A keyword by its bytes read as two little-endian words; `length` 0 marks an empty slot.
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0
        var keyword = Keyword.none
    }

    /// Open addressing with linear probing, four times as many slots as keywords.
    private let slots: [Slot]
    private static let slotBits = 8
    /// Bit n of `lengths[c - "a"]`: some keyword starts with c and has n bytes.
    private let lengths: [UInt16]

    private init() {
        var slots = [Slot](repeating: Slot(), count: 1 << Self.slotBits)
        var lengths = [UInt16](repeating: 0, count: 26)
        for (word, keyword) in Self.words {
            let bytes = Array(word.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.words(in: $0, start: 0, length: bytes.count) }
            var slot = Self.slot(low: low, length: bytes.count)
            while slots[slot].length != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Slot(low: low, high: high, length: bytes.count, keyword: keyword)
            lengths[Int(bytes[0] - UInt8(ascii: "a"))] |= 1 << UInt16(bytes.count)
        }
        self.slots = slots
        self.lengths = lengths
    }

    private static func slot(low: UInt64, length: Int) -> Int {
        Int(truncatingIfNeeded: ((low ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The first eight bytes and the next eight (at most sixteen), zero-padded.
    @inline(__always)
    private static func words(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (UInt64, UInt64) {
        if start + 16 <= bytes.count, let base = bytes.baseAddress {
            // One unaligned load per word, the bytes past the name masked off.
            let low = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let high = UnsafeRawPointer(base + start + 8).loadUnaligned(as: UInt64.self)
            if length >= 8 {
                return (low, length == 8 ? 0 : high & (UInt64.max &>> UInt64(64 - 8 * (length - 8))))
            }
            return (low & (UInt64.max &>> UInt64(64 - 8 * length)), 0)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(length, 8) { low |= UInt64(bytes[start + index]) << UInt64(8 * index) }
        if length > 8 {
            for index in 8..<min(length, 16) { high |= UInt64(bytes[start + index]) << UInt64(8 * (index - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        let first = bytes[start]
        guard length > 1, length < 16, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            lengths[Int(first - UInt8(ascii: "a"))] & (1 << UInt16(length)) != 0
        else { return .none }
        let (low, high) = Self.words(in: bytes, start: start, length: length)
        var slot = Self.slot(low: low, length: length)
        while slots[slot].length != 0 {
            let candidate = slots[slot]
            if candidate.low == low, candidate.high == high, candidate.length == length { return candidate.keyword }
            slot = (slot + 1) & (slots.count - 1)
        }
        return .none
    }
}
