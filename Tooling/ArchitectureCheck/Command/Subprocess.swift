import Foundation

/// Runs a command found on PATH, its output and errors each into a temporary file: an unread pipe
/// could fill up and block the child.
enum Subprocess {
    struct Finished {
        var status: Int32
        var output: Data
        var errors: String

        /// The output and the errors as text, one line each.
        var lines: [Substring] { (String(decoding: output, as: UTF8.self) + "\n" + errors).split(separator: "\n") }
    }

    /// `cannotStart` makes the error for a command that does not start, from why; `environment` is
    /// added to this process's own.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], cannotStart: (String) -> CheckError
    ) throws(CheckError) -> Finished {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("output")
        let errors = folder.appendingPathComponent("errors")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw cannotStart("cannot start \(arguments[0]): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return Finished(
            status: process.terminationStatus, output: (try? Data(contentsOf: output)) ?? Data(),
            errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }

    /// The real `swift` on PATH (else in the usual places), so that a toolchain swapped behind a
    /// symbolic link is seen.
    static func swiftInUse(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: swift.path) { return swift.resolvingSymlinksInPath().path }
        }
        return nil
    }
}

/// The incremental build that brings the index up to date before a check: `swift build --build-tests`,
/// as `swift test` builds, so the tests' sources are indexed too.
enum IndexBuild {
    static func run(root: URL) throws(CheckError) {
        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "--package-path", root.path], cannotStart: CheckError.buildFailed)
        guard build.status == 0 else {
            let errors = build.lines.filter { $0.contains("error: ") }.prefix(10)
            throw .buildFailed(output: errors.isEmpty ? "exit status \(build.status)" : errors.joined(separator: "\n  "))
        }
    }
}
