/// Dotted paths (`Int`, `Foundation.Data`) that name no declaration in a scope's modules, kept
/// as their own bytes so they outlive the file they were read from. Keys narrow the search; a
/// hit is confirmed by comparing bytes, so a key collision cannot hide a finding.
struct UnresolvedPaths {
    private struct Entry {
        var start: Int
        var length: Int
        /// The next entry whose path has the same key, or -1.
        var next: Int
    }

    private var names: [UInt8] = []
    private var entries: [Entry] = []
    /// Made on the first insertion, so an empty set costs no allocation.
    private var byKey: KeyTable<Int>?

    /// Whether the path made of `pieces`, whose key is `key`, was inserted.
    func contains(_ pieces: ArraySlice<NamePiece>, key: NameKey, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let byKey else { return false }
        var entry = byKey[key] ?? -1
        while entry >= 0 {
            if spells(entries[entry], pieces, in: bytes) { return true }
            entry = entries[entry].next
        }
        return false
    }

    mutating func insert(_ pieces: ArraySlice<NamePiece>, key: NameKey, in bytes: UnsafeBufferPointer<UInt8>) {
        guard !contains(pieces, key: key, in: bytes) else { return }
        let start = names.count
        for piece in pieces {
            if names.count > start { names.append(UInt8(ascii: ".")) }
            names += bytes[piece.range]
        }
        if byKey == nil { byKey = KeyTable<Int>(capacity: 32) }
        entries.append(Entry(start: start, length: names.count - start, next: byKey?[key] ?? -1))
        byKey?[key] = entries.count - 1
    }

    /// Whether the entry's bytes are the pieces joined by dots.
    private func spells(_ entry: Entry, _ pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        names.withUnsafeBufferPointer { NamePiece.spell(pieces, in: bytes, equals: $0, start: entry.start, length: entry.length) }
    }
}
