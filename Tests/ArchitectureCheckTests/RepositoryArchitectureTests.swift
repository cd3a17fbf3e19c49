import ArchitectureCheck
import Foundation
import Testing

/// The checker on this repository, as CI runs it: `swift test` fails when the code breaks the
/// architecture or the generated docs (module graph, module neighbourhoods) are stale.
@Suite("This repository")
struct RepositoryArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func elRepositorioCumpleLaArquitectura() async throws {
        let package = try await onItsOwnThread { try PackageDescriber.describe(root: Self.root) }
        let policy = try Policy.load(from: Self.root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        let report = try ArchitectureChecker(policy: policy, package: package, root: Self.root).check()
        let errors = report.errors.map { "\($0.file):\($0.line ?? 0): [\($0.rule.rawValue)] \($0.message)" }
        #expect(errors == [])
    }
}

/// The compiler's index of this repository, left by the build that came before the tests.
@Suite("This repository, by the compiler's index")
struct RepositoryIndexTests {
    static let store = RepositoryArchitectureTests.root.appendingPathComponent(".build/debug/index/store").path
    static let library = IndexStoreReader.libraryNextToSwift()

    @Test(.enabled(if: library != nil && FileManager.default.fileExists(atPath: store), "needs a debug build's index and libIndexStore"))
    func elIndiceVeCadaReferenciaYNoHayHallazgos() async throws {
        let root = RepositoryArchitectureTests.root
        let package = try await onItsOwnThread { try PackageDescriber.describe(root: root) }
        let policy = try Policy.load(from: root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        let files = try IndexStoreReader.read(store: Self.store, library: try #require(Self.library))
        let rules = IndexLayerRules(policy: policy, package: package, root: root)

        #expect(rules.check(files).map(\.message) == [])
        // Resolved across modules: the app's use of the referee repository points at its definition.
        let contenedor = try #require(files.first { $0.path.hasSuffix("Apps/MarcadorApp/ContenedorDeLaApp.swift") })
        let usos = contenedor.occurrences.filter { $0.name == "RepositorioDeArbitros" && $0.isWrittenReference }
        let definicion = files.first { file in file.occurrences.contains { $0.usr == usos.first?.usr && $0.isDefinition } }
        #expect(definicion?.path.hasSuffix("Modules/Arbitros/Data/RepositorioDeArbitros.swift") == true)
    }

    @Test func sinLaBibliotecaEsUnErrorDeUnaLinea() {
        #expect(throws: CheckError.self) { try IndexStoreReader.read(store: Self.store, library: "/no/existe/libIndexStore.so") }
    }
}
