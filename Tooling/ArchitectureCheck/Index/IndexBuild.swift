import Foundation

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
