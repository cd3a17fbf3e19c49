/// What a byte of Swift source may be, answered by one bit test instead of a chain of
/// comparisons: bit n of a mask is set when byte n belongs to the class (`low` for bytes below
/// 64, `high` for 64 to 127).
enum ByteClass {
    private struct Mask {
        var low: UInt64
        var high: UInt64

        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            ((byte < 64 ? low : high) &>> UInt64(byte & 63)) & 1 != 0
        }
    }

    /// `a`–`z`, `A`–`Z`, `_` and `$`.
    private static let identifierStart = Mask(low: 0x0000_0010_0000_0000, high: 0x07ff_fffe_87ff_fffe)
    /// The start bytes and `0`–`9`.
    private static let identifierBody = Mask(low: 0x03ff_0010_0000_0000, high: 0x07ff_fffe_87ff_fffe)
    /// `=`, `-`, `+`, `!`, `*`, `%`, `&`, `|`, `^`, `~`, `?` and `/`.
    private static let operatorCharacter = Mask(low: 0xa000_ac62_0000_0000, high: 0x5000_0000_4000_0000)

    /// Every byte of a multi-byte UTF-8 sequence (0x80 and up) counts as a letter.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || identifierStart.contains(byte)
    }

    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        byte >= 0x80 || identifierBody.contains(byte)
    }

    @inline(__always)
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        byte < 0x80 && operatorCharacter.contains(byte)
    }
}
