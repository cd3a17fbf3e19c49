public import Foundation

/// Why a tool of Tooling/ stopped before its report: bad usage (exit status 2) or a failure (1).
public enum ToolError: Error, Equatable {
    case usage(String)
    case failed(String)

    /// Says what went wrong on standard error, in one line (bad usage points to --help), and gives
    /// the exit status.
    public func reported() -> Int32 {
        switch self {
        case .usage(let problem):
            say("error: \(problem) (see --help)")
            return 2
        case .failed(let problem):
            say("error: \(problem)")
            return 1
        }
    }
}

/// A line of progress, on standard error: standard output is the report.
public func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A tool's whole run, from the repository root (the current directory): its exit status, with a
/// `ToolError` said in one line.
public func exitStatus(of run: (_ repository: URL) throws(ToolError) -> Int32) -> Int32 {
    do throws(ToolError) {
        return try run(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    } catch {
        return error.reported()
    }
}
