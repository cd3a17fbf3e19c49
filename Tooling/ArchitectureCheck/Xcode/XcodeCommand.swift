import Foundation

/// `check-architecture xcode`: the committed Xcode project as a person on a Mac would meet it, read
/// on any platform (`XcodeProjectCheck`).
enum XcodeCommand {
    static let help = """
        USAGE: check-architecture xcode [--project PATH] [--root DIR] [--describe FILE]

        Reads the Xcode project (default: every .xcodeproj under ROOT/Apps) and its shared schemes, and
        fails naming the entry's key when an object reference does not resolve, a file or folder it
        names is missing, the package product it links is not a library of Package.swift, a deployment
        target is not Package.swift's, a scheme builds a target the project does not have, or a
        feature has no scheme that runs the app with it alone (`--solo <id>`).

        Exit status: 0 clean, 1 a problem, 2 bad usage or an unreadable project.
        """

    static func run(_ arguments: ArraySlice<String>, output: CheckArchitectureCommand.Output) throws(CheckError) -> Int32 {
        var root = "."
        var projects: [String] = []
        var describe: String?
        var rest = Arguments(arguments)
        while let argument = rest.next() {
            switch argument {
            case "--project": projects.append(try rest.value(for: argument))
            case "--root": root = try rest.value(for: argument)
            case "--describe": describe = try rest.value(for: argument)
            case "-h", "--help":
                output.standard(help + "\n")
                return 0
            default: throw .usage(problem: "unknown argument \(argument) for xcode")
            }
        }
        let rootURL = URL(fileURLWithPath: root, isDirectory: true)
        let package = try PackageDescriber.package(describedIn: describe, root: rootURL)
        let policy = try Policy.load(from: rootURL.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        if projects.isEmpty { projects = found(under: rootURL.appendingPathComponent("Apps")) }
        guard !projects.isEmpty else { throw .usage(problem: "no .xcodeproj under Apps; pass --project PATH") }
        var problems: [XcodeProjectCheck.Problem] = []
        for path in projects {
            let project = try XcodeProject(bundle: URL(fileURLWithPath: path, relativeTo: rootURL).standardizedFileURL)
            problems += XcodeProjectCheck(project: project, package: package, features: policy.features, root: rootURL).problems()
        }
        for problem in problems { output.standard("error: \(problem)\n") }
        output.standard(
            problems.isEmpty
                ? "check-architecture xcode: ok (\(projects.count) project\(projects.count == 1 ? "" : "s"), \(policy.features.count) features)\n"
                : "check-architecture xcode: \(problems.count) problem\(problems.count == 1 ? "" : "s")\n")
        return problems.isEmpty ? 0 : 1
    }

    private static func found(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
