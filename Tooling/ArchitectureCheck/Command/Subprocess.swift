public import Foundation

/// Runs a command on PATH, its output and errors into files: an unread pipe could block the child.
enum Subprocess {
    struct Finished {
        var status: Int32
        var output: Data
        var errors: String

        var lines: [Substring] { (String(decoding: output, as: UTF8.self) + "\n" + errors).split(separator: "\n") }
    }

    /// `environment` is added to this process's own; `cannotStart` makes the error from why it did not start.
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

    /// The real `swift` on PATH (else in the usual places): a toolchain swapped behind a link is seen.
    static func swiftInUse(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"] {
            let swift = URL(fileURLWithPath: folder).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: swift.path) { return swift.resolvingSymlinksInPath().path }
        }
        return nil
    }
}

/// The build that brings the index up to date, with `--build-tests` so the tests' sources are indexed too.
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

public enum Git {
    /// The files changed since `base`, committed or not, deleted, renamed (both sides) or untracked.
    static func changedFiles(since base: String, root: URL) throws(CheckError) -> [String] {
        let tracked = try run(["diff", "--name-only", "--no-renames", base, "--"], root: root)
        // Build products are never sources, even where no .gitignore says so.
        let untracked = try run(["ls-files", "--others", "--exclude-standard", "--", ".", ":(exclude).build"], root: root)
        return Array(Set(lines(tracked) + lines(untracked))).sorted()
    }

    /// Where the branch left `main` (or `origin/main`, as a CI checkout has it).
    static func mergeBaseWithMain(root: URL) throws(CheckError) -> String {
        for main in ["main", "origin/main"] {
            if let base = try? run(["merge-base", "HEAD", main], root: root).trimmingCharacters(in: .whitespacesAndNewlines),
                !base.isEmpty
            {
                return base
            }
        }
        throw .usage(problem: "no merge base with main or origin/main; pass --base REV")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    public static func run(_ arguments: [String], root: URL) throws(CheckError) -> String {
        let git = try Subprocess.run(
            ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments, cannotStart: { .gitFailed(problem: $0) })
        guard git.status == 0 else {
            throw .usage(
                problem:
                    "`git \(arguments.joined(separator: " "))` failed in \(root.path): is it a git repository, and does the revision exist?"
            )
        }
        return String(decoding: git.output, as: UTF8.self)
    }
}
