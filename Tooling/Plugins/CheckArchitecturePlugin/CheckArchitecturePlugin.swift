import Foundation
import PackagePlugin

/// `swift package check-architecture [ARGUMENTS]`: SwiftPM builds the package with its tests, then the
/// tool reads that build with `--no-build` (it must not build while SwiftPM holds the build folder).
/// Read-only: commands that write are refused, naming the `swift run` command. Exits with the tool.
@main
struct CheckArchitecturePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let writer = arguments.first(where: Invocation.writes.contains) {
            Diagnostics.error(
                "check-architecture \(writer) writes to the package; run `swift run check-architecture \(arguments.joined(separator: " "))`"
            )
            exit(2)
        }
        let invocation = Invocation(arguments: arguments)
        let build = try packageManager.build(
            invocation.needsBuild ? .all(includingTests: true) : .product("check-architecture"),
            parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            print(build.logText)
            Diagnostics.error("the build failed, so the check cannot run; fix the errors above")
            exit(1)
        }
        guard
            let checker = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "check-architecture" })
        else {
            Diagnostics.error("the build made no check-architecture executable; see `swift build --product check-architecture`")
            exit(1)
        }
        let tool = Process()
        tool.executableURL = checker.url
        tool.arguments = invocation.toolArguments
        tool.currentDirectoryURL = context.package.directoryURL
        try tool.run()
        tool.waitUntilExit()
        exit(tool.terminationStatus)
    }
}

/// What the plugin runs for the arguments it was given.
struct Invocation {
    static let writes: Set<String> = ["--update-docs", "--update", "new-feature"]

    var toolArguments: [String]
    var needsBuild: Bool

    init(arguments: [String]) {
        let asksForHelp = arguments.contains("--help") || arguments.contains("-h")
        switch arguments.first {
        case "api":
            // Reads the built modules: build them, then read them as they are.
            (toolArguments, needsBuild) = (["api", "--no-build"] + arguments.dropFirst(), !asksForHelp)
        case "affected":
            // Reads git and the manifest only.
            (toolArguments, needsBuild) = (arguments, false)
        default:
            (toolArguments, needsBuild) = (["--no-build"] + arguments, !asksForHelp && !arguments.contains("--graph"))
        }
    }
}
