/// Why a check could not run at all (exit status 2): each case carries the fix.
public enum CheckError: Error, Sendable, Equatable {
    /// Bad usage of `command` (the tool, or one of its subcommands).
    case usage(problem: String, command: String = "check-architecture")
    case unreadableInput(path: String, fix: String)
    case invalidPolicy(problem: String, fix: String)
    case invalidDescription(problem: String)
    case malformedDocument(path: String, problem: String, fix: String)
    case describeFailed(output: String)
    case indexUnavailable(problem: String)
    case indexLibraryUnavailable(problem: String)
    /// The index does not hold `path` as it is now; the check never reports on it.
    case staleIndex(path: String, problem: String)
    case buildFailed(output: String)
    case gitFailed(problem: String)
    case apiUnavailable(problem: String)

    public var message: String {
        switch self {
        case .usage(let problem, let command):
            "\(problem); run \(command) --help for usage"
        case .unreadableInput(let path, let fix):
            "cannot read \(path); \(fix)"
        case .invalidPolicy(let problem, let fix):
            "policy: \(problem); \(fix)"
        case .invalidDescription(let problem):
            "package description: \(problem); pass the output of `swift package describe --type json` with --describe"
        case .malformedDocument(let path, let problem, let fix):
            "\(path): \(problem); \(fix)"
        case .describeFailed(let output):
            "`swift package describe` failed (\(output)); fix Package.swift or pass --describe FILE"
        case .gitFailed(let problem):
            problem
        case .indexUnavailable(let problem):
            "the compiler's index cannot be read (\(problem)); run without --no-build, or pass --index-store PATH"
        case .indexLibraryUnavailable(let problem):
            "libIndexStore cannot be used (\(problem)); pass --index-store-library FILE, the toolchain's usr/lib/libIndexStore.so"
        case .staleIndex(let path, let problem):
            "the index is stale: \(path) \(problem); run `swift build --build-tests` or drop --no-build"
        case .apiUnavailable(let problem):
            "the public API cannot be read (\(problem)); build first (drop --no-build), or pass --modules DIR"
        case .buildFailed(let output):
            "`swift build --build-tests` failed, so the index is not current:\n  \(output)"
        }
    }
}
