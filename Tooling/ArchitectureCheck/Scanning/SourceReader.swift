#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into bytes with one `read` loop, avoiding `Data` and `String` overhead.
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
        return bytes
    }
}
