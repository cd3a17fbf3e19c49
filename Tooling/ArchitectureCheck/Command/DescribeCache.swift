public import Foundation

/// `swift package describe` answers from the manifest, the toolchain and the files on disk, and takes
/// a quarter of a second; a warm check should not pay it again. The answer is kept in
/// `.build/check-architecture/describe-<key>.json`, where the key hashes the bytes of
/// `Package.swift`, the `swift` binary in use (path, size and modification time: a new toolchain is a
/// new key) and the path of every file of the package outside `.build` and hidden folders (adding,
/// removing or renaming a source changes what describe lists). Anything else changes nothing that
/// describe reports.
public enum DescribeCache {
    public static func folder(root: URL) -> URL {
        root.appendingPathComponent(".build/check-architecture", isDirectory: true)
    }

    /// The cached description, or nil when there is none for today's key.
    public static func cached(root: URL, key: String) -> Data? {
        try? Data(contentsOf: folder(root: root).appendingPathComponent("describe-\(key).json"))
    }

    /// How many answers stay: a person switching between branches, or a tool describing copies
    /// of one package in several states, finds each state's answer again. At about 30 KB each.
    public static let kept = 32

    /// Keeps `data` as the answer for `key`, dropping all but the `kept` newest answers. A cache
    /// that cannot be written only costs the next check its quarter of a second.
    public static func store(_ data: Data, root: URL, key: String) {
        let folder = folder(root: root)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: folder.appendingPathComponent("describe-\(key).json"), options: .atomic)
        let answers = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("describe-") }
        guard answers.count > kept else { return }
        let byAge = answers.map { name in
            let url = folder.appendingPathComponent(name)
            return (url, (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast)
        }.sorted { $0.1 > $1.1 }
        for (old, _) in byAge.dropFirst(kept) { try? FileManager.default.removeItem(at: old) }
    }

    /// nil when the manifest cannot be read: then nothing is cached.
    public static func key(root: URL, swift: String?) -> String? {
        guard let manifest = try? Data(contentsOf: root.appendingPathComponent("Package.swift")) else { return nil }
        var hash = Fnv1a()
        hash.add(manifest)
        if let swift, let attributes = try? FileManager.default.attributesOfItem(atPath: swift) {
            hash.add(Data("\(swift)|\(attributes[.size] ?? 0)|\(attributes[.modificationDate] ?? 0)".utf8))
        }
        let base = root.standardizedFileURL.path
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".build" {
                enumerator?.skipDescendants()
                continue
            }
            paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
        }
        for path in paths.sorted() { hash.add(Data((path + "\n").utf8)) }
        return String(hash.value, radix: 16)
    }

    /// The real `swift` on PATH (else in the usual places), so that a toolchain swapped behind a
    /// symbolic link is seen.
    public static func swiftInUse(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: swift.path) { return swift.resolvingSymlinksInPath().path }
        }
        return nil
    }
}

/// FNV-1a, 64 bits: the same key on every run and machine, unlike `Hasher`.
private struct Fnv1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }
}
