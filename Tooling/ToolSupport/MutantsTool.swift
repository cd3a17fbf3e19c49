public import Foundation

/// Tooling/Mutants, which reads Swift files with the toolchain's own SwiftSyntax: the mutants of a
/// file, and the places build-isolation.sh may edit. That library lives in the toolchain
/// (usr/lib/swift/host), where no package target can link it, so the tool is built with swiftc,
/// once per version of its sources and of the compiler.
public struct MutantsTool {
    public let executable: URL

    /// Built into `folder` unless a build of the same sources by the same compiler is there.
    public static func built(from repository: URL, into folder: URL) throws(ToolError) -> MutantsTool {
        let sourceFolder = repository.appendingPathComponent("Tooling/Mutants")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)) ?? []).filter { $0.hasSuffix(".swift") }
        let sources = names.sorted().map { sourceFolder.appendingPathComponent($0).path }
        guard let swiftc = ToolCommand.onPath("swiftc") else { throw .failed("no swiftc on PATH; put the toolchain's usr/bin there") }
        let version = try ToolCommand.output(of: [swiftc.path, "--version"], in: repository)
        var stamp = Stamp()
        stamp.add(Data(version.utf8))
        for source in sources { stamp.add((try? Data(contentsOf: URL(fileURLWithPath: source))) ?? Data()) }
        let binary = folder.appendingPathComponent("mutant-finder/\(stamp.hex)/mutants")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return MutantsTool(executable: binary) }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        try? FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        let building = binary.path + ".new"
        _ = try ToolCommand.output(
            of: [swiftc.path, "-swift-version", "6", "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators"]
                + ["-Xlinker", "-rpath", "-Xlinker", host] + sources + ["-o", building],
            in: repository)
        guard rename(building, binary.path) == 0 else { throw .failed("cannot move the mutant finder into \(binary.path)") }
        return MutantsTool(executable: binary)
    }

    /// The mutants of the Swift files at `paths` (from `root`), in the order the finder gives them.
    public func mutants(of paths: [String], root: URL) throws(ToolError) -> [Mutant] {
        guard !paths.isEmpty else { return [] }
        let lines = try ToolCommand.output(of: [executable.path] + paths, in: root).split(separator: "\n")
        do {
            return try lines.map { try JSONDecoder().decode(Mutant.self, from: Data($0.utf8)) }
        } catch {
            throw .failed("the mutant finder printed a line that is no mutant: \(error.localizedDescription)")
        }
    }
}

extension MutantsTool {
    /// What `--edits` reads in a set of files (see Tooling/Mutants/main.swift).
    public struct Edits: Decodable, Sendable {
        public struct Body: Decodable, Sendable {
            public var file: String
            public var line: Int
            public var isPublic: Bool
            public var start: Int
            public var replacement: String

            public init(file: String, line: Int, isPublic: Bool, start: Int, replacement: String) {
                (self.file, self.line, self.isPublic, self.start, self.replacement) = (file, line, isPublic, start, replacement)
            }
        }
        public struct PublicType: Decodable, Sendable {
            public var file: String
            public var name: String

            public init(file: String, name: String) {
                (self.file, self.name) = (file, name)
            }
        }
        public var bodies: [Body] = []
        public var publicTypes: [PublicType] = []
        /// Every name the files use, with how many times.
        public var names: [String: Int] = [:]

        public init() {}
    }

    /// The places to edit in the Swift files at `paths` (from `root`), and the names they use.
    public func edits(of paths: [String], root: URL) throws(ToolError) -> Edits {
        guard !paths.isEmpty else { return Edits() }
        let output = try ToolCommand.output(of: [executable.path, "--edits"] + paths, in: root)
        do {
            return try JSONDecoder().decode(Edits.self, from: Data(output.utf8))
        } catch {
            throw .failed("the mutants tool's --edits printed no edits: \(error.localizedDescription)")
        }
    }
}

/// FNV-1a over bytes: a name for a build of the finder, not a secret, so a short hash will do.
struct Stamp {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    var hex: String { String(value, radix: 16) }
}
