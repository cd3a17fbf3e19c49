import Foundation
import Testing

@testable import ArchitectureCheck

/// The checker on this repository and on the index of the build that came before the tests (`swift
/// test` builds first): `swift test` fails when the code breaks the architecture or the generated docs
/// (module graph, module neighbourhoods, CODEOWNERS) are stale. The tests never build: a nested build
/// of this package would wait for the lock of the build running them.
@Suite("This repository")
struct RepositoryArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let store = root.appendingPathComponent(".build/debug/index/store").path
    static let library = IndexStoreReader.libraryNextToSwift()

    @Test(.enabled(if: library != nil && FileManager.default.fileExists(atPath: store), "needs a debug build's index and libIndexStore"))
    func elRepositorioCumpleLaArquitectura() async throws {
        let package = try await onItsOwnThread { try PackageDescriber.describe(root: Self.root) }
        let policy = try Policy.load(from: Self.root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        let checker = ArchitectureChecker(policy: policy, package: package, root: Self.root)
        let index = try IndexStoreReader.read(store: Self.store, library: try #require(Self.library))

        #expect(checker.staleSource(in: index).map { "\($0.path) \($0.problem)" } == nil)
        let errors = try checker.check(index).errors.map { "\($0.location): [\($0.rule.rawValue)] \($0.message)" }
        #expect(errors == [])
        // Resolved across modules: the app's use of the referee repository points at its definition.
        let contenedor = try #require(
            index.first { $0.path.hasSuffix("Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Arbitros.swift") })
        let usos = contenedor.occurrences.filter { $0.name == "RepositorioDeArbitros" && $0.isWrittenReference }
        let definicion = index.first { file in file.occurrences.contains { $0.usr == usos.first?.usr && $0.isDefinition } }
        #expect(definicion?.path.hasSuffix("Modules/Arbitros/Data/RepositorioDeArbitros.swift") == true)
        #expect(contenedor.imports.contains("Arbitros"))
    }

    /// The README's table of rules is written by hand: it must name every rule the checker has, and
    /// no other.
    @Test func laTablaDeReglasDelReadmeNombraCadaRegla() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("Tooling/README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.hasSuffix("|") }
        let named = rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }.filter { $0.contains(".") }
        #expect(Set(named) == Set(Rule.allCases.map(\.rawValue)))
    }
}
