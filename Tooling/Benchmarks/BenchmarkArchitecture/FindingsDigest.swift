import ArchitectureCheck

/// A 64-bit FNV-1a digest of every field of every finding, in report order: two versions of the
/// checker report the same findings on the same input only if their digests agree.
enum FindingsDigest {
    static func of(_ violations: [Violation]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        }
        for violation in violations {
            add(violation.rule.rawValue)
            add(violation.severity.rawValue)
            add(violation.location)
            add(violation.subject)
            add(violation.message)
            add(violation.reason)
            add(violation.fix)
        }
        return String(hash, radix: 16)
    }
}
