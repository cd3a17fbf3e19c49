import Foundation

/// `check-architecture xcode`: the committed Xcode project, read on any platform.
enum XcodeCommand {
    struct Options {
        var root = "."
        var projects: [String] = []
        var describe: String?
    }

    static let usage = Usage<Options>(
        synopsis: "check-architecture xcode [--project PATH] [--root DIR] [--describe FILE]",
        about: """
            Reads the Xcode project and its shared schemes, and fails naming the entry's key when an
            object reference does not resolve, a file or folder it names is missing, the package product
            it links is not a library of Package.swift, a deployment target is not Package.swift's, a
            scheme builds a target the project does not have, or a feature has no scheme that runs the
            app with it alone (`--solo <id>`).
            """,
        flags: [
            Flag("--project", value: "PATH", help: "the .xcodeproj (repeat; default: every one under ROOT/Apps)") {
                $0.projects.append($1)
            },
            Flag("--root", value: "DIR", help: "repository root (default: .)") { $0.root = $1 },
            Flag("--describe", value: "FILE", help: "use this `swift package describe --type json` output") { $0.describe = $1 },
        ],
        footer: "Exit status: 0 clean, 1 a problem, 2 bad usage or an unreadable project.")

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        guard let options = try usage.parse(arguments, Options(), output: output) else { return 0 }
        let root = URL(fileURLWithPath: options.root, isDirectory: true)
        let package = try PackageDescriber.package(describedIn: options.describe, root: root)
        let policy = try Policy.load(root: root, package: package)
        let apps = root.appendingPathComponent("Apps")
        let found = FileManager.default.enumerator(atPath: apps.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcodeproj") }
        let projects = options.projects.isEmpty ? (found ?? []).sorted().map { apps.appendingPathComponent($0).path } : options.projects
        guard !projects.isEmpty else { throw .usage(problem: "no .xcodeproj under Apps; pass --project PATH") }
        var problems: [XcodeProjectCheck.Problem] = []
        for path in projects {
            let project = try XcodeProject(bundle: URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL)
            problems += XcodeProjectCheck(project: project, package: package, features: policy.features, root: root).problems()
        }
        for problem in problems { output.standard("error: \(problem)\n") }
        output.standard(
            problems.isEmpty
                ? "check-architecture xcode: ok (\(projects.count) project\(projects.count == 1 ? "" : "s"), \(policy.features.count) features)\n"
                : "check-architecture xcode: \(problems.count) problem\(problems.count == 1 ? "" : "s")\n")
        return problems.isEmpty ? 0 : 1
    }
}
