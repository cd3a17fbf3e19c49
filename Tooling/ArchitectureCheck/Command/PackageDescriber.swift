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
        let data = try run(root: root)
        let package = try DescribedPackage.decode(data)
        if let key { DescribeCache.store(data, root: root, key: key) }
        return package
    }

    private static func run(root: URL) throws(CheckError) -> Data {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json"]
        let output = Pipe()
        process.standardOutput = output
        // Errors go to a file: an unread second pipe could fill up and block the child.
        let errorLog = scratch.appendingPathComponent("describe-errors.txt")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
            try process.run()
        } catch {
            throw .describeFailed(output: "cannot start swift: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = (try? Data(contentsOf: errorLog)) ?? Data()
        guard process.terminationStatus == 0 else {
            throw .describeFailed(output: firstError(in: String(decoding: errorData, as: UTF8.self), status: process.terminationStatus))
        }
        return data
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
