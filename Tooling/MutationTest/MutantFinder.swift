import Foundation

/// Tooling/Mutants, the walk of a file's syntax tree on the toolchain's own SwiftSyntax. That
/// library lives in the toolchain (usr/lib/swift/host), where no package target can link it, so
/// the finder is built with swiftc, once per version of its sources and of the compiler.
struct MutantFinder {
    let executable: URL

    /// Built into `folder` unless a build of the same sources by the same compiler is there.
    static func built(from repository: URL, into folder: URL) throws(MutationError) -> MutantFinder {
        let sourceFolder = repository.appendingPathComponent("Tooling/Mutants")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: sourceFolder.path)) ?? []).filter { $0.hasSuffix(".swift") }
        let sources = names.sorted().map { sourceFolder.appendingPathComponent($0).path }
        guard let swiftc = ToolCommand.onPath("swiftc") else { throw .failed("no swiftc on PATH; put the toolchain's usr/bin there") }
        let version = try ToolCommand.output(of: [swiftc.path, "--version"], in: repository)
        var stamp = Stamp()
        stamp.add(Data(version.utf8))
        for source in sources { stamp.add((try? Data(contentsOf: URL(fileURLWithPath: source))) ?? Data()) }
        let binary = folder.appendingPathComponent("mutant-finder/\(stamp.hex)/mutants")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return MutantFinder(executable: binary) }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        try? FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        let building = binary.path + ".new"
        _ = try ToolCommand.output(
            of: [swiftc.path, "-swift-version", "6", "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftParser", "-lSwiftOperators"]
                + ["-Xlinker", "-rpath", "-Xlinker", host] + sources + ["-o", building],
            in: repository)
        guard rename(building, binary.path) == 0 else { throw .failed("cannot move the mutant finder into \(binary.path)") }
        return MutantFinder(executable: binary)
    }

    /// The mutants of the Swift files at `paths` (from `root`), in the order the finder gives them.
    func mutants(of paths: [String], root: URL) throws(MutationError) -> [Mutant] {
        guard !paths.isEmpty else { return [] }
        let lines = try ToolCommand.output(of: [executable.path] + paths, in: root).split(separator: "\n")
        do {
            return try lines.map { try JSONDecoder().decode(Mutant.self, from: Data($0.utf8)) }
        } catch {
            throw .failed("the mutant finder printed a line that is no mutant: \(error.localizedDescription)")
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
