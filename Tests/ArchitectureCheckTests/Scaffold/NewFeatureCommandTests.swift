import Foundation
import Testing

@testable import ArchitectureCheck

/// `new-feature` on a copy of this repository: bad input changes nothing (what good input makes, two
/// teams at once, is CI's Tooling/new-feature-build.sh, which also builds and tests it).
@Suite("new-feature on a copy of the repository", .serialized, .timeLimit(.minutes(3)))
struct NewFeatureCommandTests {
    static let folders = ["Package.swift", ".gitattributes", ".gitignore", "Modules", "Apps", "Tests", "Tooling", "docs", ".github"]

    static func copyOfTheRepository() async throws -> URL {
        try await onItsOwnThread { try copy() }
    }

    /// The sources only: a build folder (the fixture corpus' own `.build`, 30 MB once CI built it) is
    /// nothing the command reads.
    private static func copy() throws -> URL {
        let copy = scratchFolder("new-feature")
        let files = FileManager.default
        try files.createDirectory(at: copy, withIntermediateDirectories: true)
        let root = RepositoryArchitectureTests.root
        for item in folders {
            let source = root.appendingPathComponent(item)
            guard (try? source.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else {
                try files.copyItem(at: source, to: copy.appendingPathComponent(item))
                continue
            }
            let enumerator = files.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey])
            try files.createDirectory(at: copy.appendingPathComponent(item), withIntermediateDirectories: true)
            while let url = enumerator?.nextObject() as? URL {
                let into = copy.appendingPathComponent(item + String(url.path.dropFirst(source.path.count)))
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    if url.lastPathComponent == ".build" {
                        enumerator?.skipDescendants()
                    } else {
                        try files.createDirectory(at: into, withIntermediateDirectories: true)
                    }
                } else {
                    try files.copyItem(at: url, to: into)
                }
            }
        }
        return copy
    }

    /// Every file's path and bytes, to show that nothing was written.
    static func snapshot(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathComponents.contains(".build") { continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files[String(url.path.dropFirst(root.path.count))] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    /// The command runs `swift package describe`: on a thread of its own, off the shared pool.
    static func run(_ arguments: [String], root: URL) async throws -> (status: Int32, standard: String, error: String) {
        try await onItsOwnThread {
            let captured = CapturedOutput()
            let status = CheckArchitectureCommand.run(
                arguments + ["--root", root.path], environment: [:], isTerminal: false, output: captured.output)
            return (status, captured.standard, captured.error)
        }
    }

    @Test func unaEntradaMalaTerminaConDosYNoEscribeNada() async throws {
        let copy = try await Self.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        let before = Self.snapshot(copy)
        // Through the command: what its arguments refuse, and one refusal that needs the package
        // described (`swift package describe`, the slow step).
        let cases: [([String], String)] = [
            (["new-feature", "Partidos", "--owner", "@a/b"], "a target named Partidos already exists"),
            (["new-feature", "1Estadios", "--owner", "@a/b"], "1Estadios is not a module name"),
            (["new-feature", "Esta-dios", "--owner", "@a/b"], "Esta-dios is not a module name"),
            (["new-feature", "Estadios", "--uses", "Estadios", "--owner", "@a/b"], "the arrow would close a cycle"),
            (["new-feature", "Estadios"], "needs --owner @org/team"),
        ]
        for (arguments, expected) in cases {
            let run = try await Self.run(arguments, root: copy)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.contains(expected), "\(arguments): \(run.error)")
            #expect(run.error.split(separator: "\n").count == 1, "\(arguments)")
            #expect(run.error.hasSuffix("; run check-architecture new-feature --help for usage\n"), "\(arguments)")
        }
        #expect(Self.snapshot(copy) == before)

        // The other refusals that need the package, against one description of it.
        let described = try await onItsOwnThread { try PackageDescriber.describe(root: copy) }
        func refusal(_ name: String, uses: [String] = []) -> String {
            do {
                _ = try NewFeatureCommand.Plan(name: name, owner: "@a/b", uses: uses, root: copy, described: described)
                return "(accepted)"
            } catch {
                guard case let .usage(problem, _) = error else { return "\(error)" }
                return problem
            }
        }
        #expect(refusal("Estadios", uses: ["Ligas"]).hasPrefix("--uses Ligas is not a feature"))
        #expect(refusal("Estadios", uses: ["Core"]).hasPrefix("--uses Core is not a feature"))
        #expect(refusal("Estadios") == "(accepted)")

        // A part of the container left by someone else: refused, and neither it nor anything else changes.
        let wiring = copy.appendingPathComponent("Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Estadios.swift")
        try Data("// Someone's work.\n".utf8).write(to: wiring)
        let withWiring = Self.snapshot(copy)
        #expect(
            refusal("Estadios")
                == "Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Estadios.swift already exists; choose another name or remove it")
        #expect(Self.snapshot(copy) == withWiring)
        try FileManager.default.removeItem(at: wiring)

        // A manifest the command cannot place its line in.
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\nfeature(", with: "\nmodule(").utf8).write(to: manifest)
        let changed = Self.snapshot(copy)
        let run = try await Self.run(["new-feature", "Estadios", "--owner", "@a/b"], root: copy)
        #expect(run.status == 2)
        #expect(run.error.contains("cannot place Estadios in Package.swift"))
        #expect(Self.snapshot(copy) == changed)
    }
}
