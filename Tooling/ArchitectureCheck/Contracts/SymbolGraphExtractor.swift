import Foundation

/// A module's symbol graphs, read from its built `.swiftmodule` by the toolchain's
/// `swift-symbolgraph-extract` (public declarations only, no members synthesized from protocols).
struct SymbolGraphExtractor {
    var modules: URL
    var extractor: String
    var target: String
    var sdk: String?

    /// The extractor next to the `swift` in use, for the target `swift` builds for.
    init(modules: URL, environment: [String: String]) throws(CheckError) {
        guard let swift = Subprocess.swiftInUse(environment: environment) else {
            throw .usage(problem: "no swift on PATH, so no swift-symbolgraph-extract; put the toolchain's usr/bin on PATH")
        }
        let tools = URL(fileURLWithPath: swift).deletingLastPathComponent()
        // `swift` is a link to the driver, which reads its name: run the link, not its target.
        let info = try Subprocess.run(
            [tools.appendingPathComponent("swiftc").path, "-print-target-info"], cannotStart: { .describeFailed(output: $0) })
        struct TargetInfo: Decodable {
            struct Target: Decodable { var triple: String }
            struct Paths: Decodable { var sdkPath: String? }
            var target: Target
            var paths: Paths
        }
        guard let decoded = try? JSONDecoder().decode(TargetInfo.self, from: info.output) else {
            throw .usage(problem: "`swiftc -print-target-info` printed no target; check the toolchain on PATH")
        }
        self.modules = modules
        extractor = tools.appendingPathComponent("swift-symbolgraph-extract").path
        target = decoded.target.triple
        sdk = decoded.paths.sdkPath
    }

    /// The graphs of `module`; the module must be built from its sources as they are.
    func graphs(of module: String, sources: [URL]) throws(CheckError) -> [SymbolGraph] {
        let built = modules.appendingPathComponent("\(module).swiftmodule")
        // The compiler rewrites the module only when its interface changes, and the source info on
        // every build of the module: the newer of the two is when it was last built.
        let outputs = ["swiftmodule", "swiftsourceinfo"].compactMap {
            fileStatus(modules.appendingPathComponent("\(module).\($0)").path)?.modified
        }
        guard fileStatus(built.path) != nil, let builtAt = outputs.max() else {
            throw .apiUnavailable(problem: "\(module) is not built at \(built.path)")
        }
        if let newer = sources.first(where: { (fileStatus($0.path)?.modified ?? .distantPast) > builtAt }) {
            throw .apiUnavailable(problem: "\(newer.path) changed after \(module) was built")
        }
        return try cachedGraphs(of: module, builtAt: builtAt)
    }

    /// The graphs of `module` as built at `builtAt`. Extracting takes a few tenths of a second per
    /// module; the graphs depend only on the built module, so they are kept in the build folder,
    /// `check-architecture-api/<module>-<build time>`, and extracted again only after the module
    /// is rebuilt (a new toolchain rebuilds every module).
    private func cachedGraphs(of module: String, builtAt: Date) throws(CheckError) -> [SymbolGraph] {
        let cache = modules.deletingLastPathComponent().appendingPathComponent("check-architecture-api", isDirectory: true)
        let answer = cache.appendingPathComponent("\(module)-\(Int64(builtAt.timeIntervalSince1970 * 1_000_000_000))")
        if FileManager.default.fileExists(atPath: answer.path) { return try read(module, in: answer) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let arguments =
            [
                extractor, "-module-name", module, "-I", modules.path, "-target", target, "-output-dir", output.path,
                "-minimum-access-level", "public", "-skip-synthesized-members",
            ] + (sdk.map { ["-sdk", $0] } ?? [])
        let run = try Subprocess.run(arguments, cannotStart: { .apiUnavailable(problem: $0) })
        guard run.status == 0 else {
            throw .apiUnavailable(problem: "swift-symbolgraph-extract failed on \(module): \(run.lines.first ?? "exit \(run.status)")")
        }
        let graphs = try read(module, in: output)
        // Older builds' graphs go. The answer is moved in under another name and renamed, which is
        // atomic: another check finds no answer or all of it. A cache that cannot be written only
        // costs the next check the extraction.
        for old in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [] where old.hasPrefix("\(module)-") {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(old))
        }
        let incoming = cache.appendingPathComponent("incoming-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        if (try? FileManager.default.moveItem(at: output, to: incoming)) != nil,
            (try? FileManager.default.moveItem(at: incoming, to: answer)) == nil
        {
            try? FileManager.default.removeItem(at: incoming)
        }
        return graphs
    }

    private func read(_ module: String, in folder: URL) throws(CheckError) -> [SymbolGraph] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var graphs: [SymbolGraph] = []
        for file in files.sorted() where file == "\(module).symbols.json" || file.hasPrefix("\(module)@") {
            let path = folder.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: path) else { throw .unreadableInput(path: path.path, fix: "run again") }
            graphs.append(try SymbolGraph.decode(data, path: path.path))
        }
        return graphs
    }
}
