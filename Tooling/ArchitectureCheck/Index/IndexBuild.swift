import Foundation

/// The incremental build that brings the index up to date before a check: `swift build --build-tests`,
/// as `swift test` builds, so the tests' sources are indexed too.
enum IndexBuild {
    static func run(root: URL) throws(CheckError) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-build-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--build-tests", "--package-path", root.path]
        do {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            (process.standardOutput, process.standardError) = (handle, handle)
            try process.run()
        } catch {
            throw .buildFailed(output: "cannot start swift: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            let errors = text.split(separator: "\n").filter { $0.contains("error: ") }.prefix(10)
            throw .buildFailed(output: errors.isEmpty ? "exit status \(process.terminationStatus)" : errors.joined(separator: "\n  "))
        }
    }
}
