/// A name by its UTF-8 bytes: a 64-bit FNV-1a hash that can be extended piece by piece, so
/// `Partido.Resumen` gets the same key from a declaration's name and from the tokens `Partido`,
/// `.`, `Resumen`. Keys only narrow a search: equal keys are confirmed by comparing the bytes.
struct NameKey: Hashable, Sendable {
    var value: UInt64

    static let empty = NameKey(value: 0xcbf2_9ce4_8422_2325)

    init(value: UInt64) {
        self.value = value
    }

    init(_ name: String) {
        var key = NameKey.empty
        for byte in name.utf8 { key.add(byte) }
        self = key
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        var key = NameKey.empty
        key.add(bytes, start: start, length: length)
        self = key
    }

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        for position in start..<(start + length) { add(bytes[position]) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A name in a file's bytes: where it is and its key.
struct NamePiece: Sendable, Equatable {
    var key: NameKey
    var start: Int32
    var length: Int32

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
        key = NameKey(bytes, start: start, length: length)
        self.start = Int32(truncatingIfNeeded: start)
        self.length = Int32(truncatingIfNeeded: length)
    }

    var range: Range<Int> { Int(start)..<Int(start + length) }

    func sameBytes(as other: NamePiece, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key == other.key, length == other.length else { return false }
        return Self.equalBytes(bytes, from: Int(start), bytes, from: Int(other.start), count: Int(length))
    }

    /// Whether `count` bytes of `left` from `leftStart` equal those of `right` from `rightStart`:
    /// a plain loop over the addresses, since generic slice comparison costs more than the names.
    @inline(__always)
    static func equalBytes(
        _ left: UnsafeBufferPointer<UInt8>, from leftStart: Int, _ right: UnsafeBufferPointer<UInt8>, from rightStart: Int, count: Int
    ) -> Bool {
        precondition(leftStart >= 0 && rightStart >= 0 && leftStart + count <= left.count && rightStart + count <= right.count)
        guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        for offset in 0..<count where leftBase[leftStart + offset] != rightBase[rightStart + offset] { return false }
        return true
    }

    /// Whether `length` bytes at `start` of `names` are `pieces` (slices of `bytes`) joined by dots.
    static func spell(
        _ pieces: ArraySlice<NamePiece>, in bytes: UnsafeBufferPointer<UInt8>, equals names: UnsafeBufferPointer<UInt8>, start: Int,
        length: Int
    ) -> Bool {
        var offset = start
        let end = start + length
        for position in pieces.indices {
            let piece = pieces[position]
            if position != pieces.startIndex {
                guard offset < end, names[offset] == UInt8(ascii: ".") else { return false }
                offset += 1
            }
            let length = Int(piece.length)
            guard offset + length <= end, equalBytes(names, from: offset, bytes, from: Int(piece.start), count: length) else {
                return false
            }
            offset += length
        }
        return offset == end
    }

    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
