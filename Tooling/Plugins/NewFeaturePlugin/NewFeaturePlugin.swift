import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-feature NAME …`: `check-architecture
/// new-feature` in the package's folder, which writes, hence the permission. Exits with the tool.
@main
struct NewFeaturePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("check-architecture"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let checker = build.builtArtifacts.first(where: { $0.url.lastPathComponent == "check-architecture" }) else {
            print(build.logText)
            Diagnostics.error("check-architecture did not build; fix the errors above")
            exit(1)
        }
        let tool = Process()
        tool.executableURL = checker.url
        tool.arguments = ["new-feature"] + arguments + ["--root", context.package.directoryURL.path]
        try tool.run()
        tool.waitUntilExit()
        exit(tool.terminationStatus)
    }
}
