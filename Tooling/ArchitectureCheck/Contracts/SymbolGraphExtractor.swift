import Foundation

/// A module's public symbol graphs, from its built `.swiftmodule` by `swift-symbolgraph-extract`.
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
            modificationDate(modules.appendingPathComponent("\(module).\($0)").path)
        }
        guard modificationDate(built.path) != nil, let builtAt = outputs.max() else {
            throw .apiUnavailable(problem: "\(module) is not built at \(built.path)")
        }
        if let newer = sources.first(where: { (modificationDate($0.path) ?? .distantPast) > builtAt }) {
            throw .apiUnavailable(problem: "\(newer.path) changed after \(module) was built")
        }
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
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        var graphs: [SymbolGraph] = []
        for file in files.sorted() where file == "\(module).symbols.json" || file.hasPrefix("\(module)@") {
            let path = output.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: path) else { throw .unreadableInput(path: path.path, fix: "run again") }
            graphs.append(try SymbolGraph.decode(data, path: path.path))
        }
        return graphs
    }
}

/// The parts of a symbol graph (one per module and one per module it extends) that the checker reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable {
            var identifier: String
            var displayName: String?
        }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
        }
        struct Extension: Decodable { var extendedModule: String }
        /// Where it is declared: a `file://` URI and a line counted from 0.
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        /// Its doc comment, and the file that comment is written in (another one when inherited).
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var uri: String?
            var lines: [Line]
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var swiftExtension: Extension?
        var availability: [Availability]?
        var location: Location?
        var docComment: DocComment?
    }

    struct Availability: Decodable {
        struct Version: Decodable {
            var major: Int
            var minor: Int?
            var patch: Int?
        }
        var domain: String
        var introduced: Version?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    struct Module: Decodable { var name: String }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    static func decode(_ data: Data, path: String) throws(CheckError) -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw .unreadableInput(path: path, fix: "it is not a symbol graph (\(error.localizedDescription)); rebuild and run again")
        }
    }
}
