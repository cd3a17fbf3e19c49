public import Foundation

/// The commands the tools start, each ended with everything it started when it runs past its
/// limit. Output and errors go to one file: an unread pipe could fill up and block the child.
public enum ToolCommand {
    /// The executable `name` on PATH.
    public static func onPath(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The output of a command that must succeed.
    public static func output(of arguments: [String], in folder: URL) throws(ToolError) -> String {
        let (status, output) = try run(arguments, in: folder, limit: nil)
        guard status == 0 else {
            throw .failed(
                "`\(arguments.joined(separator: " "))` failed:\n" + output.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        return output
    }

    /// The status, or nil when the command was stopped at `limit` seconds or by an interruption,
    /// and its output and errors. Standard input is the file `input`, or empty.
    public static func run(_ arguments: [String], in folder: URL, limit: Double?, input: URL? = nil, grace: Double = 10) throws(ToolError)
        -> (
            status: Int32?, output: String
        )
    {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tool-command-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            process.standardOutput = handle
            process.standardError = handle
            let reading = try input.map { try FileHandle(forReadingFrom: $0) }
            defer { try? reading?.close() }
            process.standardInput = reading ?? FileHandle.nullDevice
            try process.run()
        } catch {
            throw .failed("cannot start \(arguments[0]): \(error.localizedDescription)")
        }
        let finished = waitOrStop(process, ended: ended, deadline: limit.map { Date().addingTimeInterval($0) }, grace: grace)
        let output = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        return (finished ? process.terminationStatus : nil, output)
    }

    /// Whether the process ended by itself before `deadline`; if not, it and everything it started
    /// are asked to stop, then killed `grace` seconds later.
    private static func waitOrStop(_ process: Process, ended: DispatchSemaphore, deadline: Date?, grace: Double) -> Bool {
        while ended.wait(timeout: .now() + 0.2) == .timedOut {
            guard !Interruption.shared.happened, deadline.map({ Date() < $0 }) ?? true else {
                // Taken while the command still runs: once it is gone, its children have a new parent.
                let tree = [process.processIdentifier] + descendants(of: process.processIdentifier)
                signal(SIGTERM, tree)
                if ended.wait(timeout: .now() + grace) == .timedOut {
                    signal(SIGKILL, tree)
                    ended.wait()
                }
                return false
            }
        }
        return true
    }

    /// `number` to each process of `tree` and to the process group each one leads (a process that
    /// leads none, as a subshell, is reached by its pid alone).
    private static func signal(_ number: Int32, _ tree: [pid_t]) {
        for pid in tree {
            kill(pid, number)
            killpg(pid, number)
        }
    }

    /// Every process `pid` started, directly or not, from /proc. `swift test` runs the tests in a
    /// process group of their own, which ending the command's group would miss; and `Process`
    /// learns that a command ended only once every process holding its inherited pipe has ended.
    private static func descendants(of pid: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let name = stat.range(of: ")", options: .backwards),
                let parent = stat[name.upperBound...].split(separator: " ").dropFirst().first.flatMap({ pid_t($0) })
            else { continue }
            children[parent, default: []].append(child)
        }
        var found: [pid_t] = []
        var pending = [pid]
        while let next = pending.popLast() {
            let direct = children[next] ?? []
            found += direct
            pending += direct
        }
        return found
    }
}
