public import Foundation

/// Runs `swift package describe --type json` with its own scratch folder: run from inside
/// `swift test` on the same package, the default build folder is locked and describe would hang.
public enum PackageDescriber {
    /// The description, from `DescribeCache` when nothing it depends on changed since the last run.
    public static func describe(root: URL) throws(CheckError) -> DescribedPackage {
        let key = DescribeCache.key(root: root, swift: DescribeCache.swiftInUse())
        if let key, let cached = DescribeCache.cached(root: root, key: key), let package = try? DescribedPackage.decode(cached) {
            return package
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // SwiftPM leaves a lock file and an empty folder in TMPDIR on every run, and adds each
        // manifest it compiles to a cache in the home folder that only grows: with TMPDIR and the
        // manifest cache in the scratch folder, describe leaves nothing behind. `DescribeCache` is
        // what spares a warm check the compile.
        let temporary = scratch.appendingPathComponent("tmp")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let describe = try Subprocess.run(
            [
                "swift", "package", "--package-path", root.path, "--scratch-path", scratch.appendingPathComponent("build").path,
                "--manifest-cache", "local", "describe", "--type", "json",
            ],
            environment: ["TMPDIR": temporary.path], cannotStart: CheckError.describeFailed)
        guard describe.status == 0 else { throw .describeFailed(output: firstError(in: describe.errors, status: describe.status)) }
        let package = try DescribedPackage.decode(describe.output)
        if let key { DescribeCache.store(describe.output, root: root, key: key) }
        return package
    }

    /// The package as `--describe FILE` gives it, or else described now (`describe(root:)`).
    public static func package(describedIn file: String?, root: URL) throws(CheckError) -> DescribedPackage {
        guard let file else { return try describe(root: root) }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: file)) else {
            throw .unreadableInput(path: file, fix: "write it with `swift package describe --type json > \(file)`")
        }
        return try DescribedPackage.decode(data)
    }

    /// The compiler's own line for a broken manifest (`Package.swift:3:62: error: …`, the path made
    /// relative), before SwiftPM's summary, which quotes the whole swiftc command line.
    public static func firstError(in log: String, status: Int32) -> String {
        let lines = log.split(separator: "\n").map(String.init)
        if let compiler = lines.first(where: { $0.contains("Package.swift:") && $0.contains(": error: ") }) {
            return compiler.split(separator: "/").last.map(String.init) ?? compiler
        }
        if let error = lines.first(where: { $0.hasPrefix("error: ") && !$0.contains("compiled with:") }) {
            return error
        }
        return lines.first(where: { $0.contains("error") }) ?? "exit status \(status)"
    }
}
