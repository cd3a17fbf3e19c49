public import Foundation

/// Runs `swift package describe` in a scratch folder of its own (from inside `swift test` the default
/// one is locked), its manifest cache and TMPDIR there too, so it leaves nothing in `/tmp` or `~`.
public enum PackageDescriber {
    public static func describe(root: URL) throws(CheckError) -> DescribedPackage {
        try DescribedPackage.decode(json(root: root))
    }

    public static func json(root: URL) throws(CheckError) -> Data {
        let scratch = root.appendingPathComponent(".build/check-architecture", isDirectory: true)
        let temporary = scratch.appendingPathComponent("tmp")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let describe = try Subprocess.run(
            [
                "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "--manifest-cache", "local",
                "describe", "--type", "json",
            ],
            environment: ["TMPDIR": temporary.path], cannotStart: CheckError.describeFailed)
        guard describe.status == 0 else { throw .describeFailed(output: firstError(in: describe.errors, status: describe.status)) }
        return describe.output
    }

    /// The package as `--describe FILE` gives it, or else described now.
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
