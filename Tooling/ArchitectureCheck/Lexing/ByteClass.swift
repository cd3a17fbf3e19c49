/// What a byte of Swift source may be, answered by one table lookup instead of a chain of
/// comparisons. Bytes of multi-byte UTF-8 sequences (0x80 and up) count as letters.
enum ByteClass {
    private static let identifierStartBit: UInt8 = 1
    private static let identifierBodyBit: UInt8 = 2
    private static let operatorBit: UInt8 = 4

    /// The classes of every byte value, by value.
    private static let table: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        let starts = isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        let continues = starts || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        let isOperator = Array("=-+!*%&|^~?/".utf8).contains(byte)
        return (starts ? identifierStartBit : 0) | (continues ? identifierBodyBit : 0) | (isOperator ? operatorBit : 0)
    }

    /// The table where a lexer reads it: 256 bytes, so a lookup by a byte's value needs no bounds
    /// check. `nonisolated(unsafe)` is safe: the bytes are written once, by the lazy initialiser,
    /// before any thread can see the pointer, and only read afterwards; they are never freed.
    nonisolated(unsafe) private static let storage: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        storage.initialize(from: table, count: 256)
        return UnsafePointer(storage)
    }()

    /// The table for a lexer to keep at hand, so each lookup skips the global's initialisation
    /// check.
    struct Table {
        private let classes = ByteClass.storage

        @inline(__always)
        func isIdentifierStart(_ byte: UInt8) -> Bool { classes[Int(byte)] & ByteClass.identifierStartBit != 0 }

        @inline(__always)
        func isIdentifierBody(_ byte: UInt8) -> Bool { classes[Int(byte)] & ByteClass.identifierBodyBit != 0 }

        @inline(__always)
        func isOperatorCharacter(_ byte: UInt8) -> Bool { classes[Int(byte)] & ByteClass.operatorBit != 0 }
    }
}
