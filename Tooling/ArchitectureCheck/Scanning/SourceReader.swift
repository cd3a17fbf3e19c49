#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into bytes with one `read` loop, avoiding `Data` and `String` overhead. Line
/// endings come back as LF: a file written with CR or CRLF lexes exactly like its LF twin (a `//`
/// comment ends at the end of its line, and lines are counted the same).
public enum SourceReader {
    public static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, size - filled)
            }
            if count < 0 { return nil }
            if count == 0 { break }
            filled += count
        }
        if filled < size { bytes.removeLast(size - filled) }
        return normalizingLineEndings(bytes)
    }

    /// CRLF and a lone CR become LF, in one pass; a file without CR is returned as it is.
    public static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        let carriageReturn: UInt8 = 0x0D
        let lineFeed: UInt8 = 0x0A
        guard bytes.contains(carriageReturn) else { return bytes }
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
