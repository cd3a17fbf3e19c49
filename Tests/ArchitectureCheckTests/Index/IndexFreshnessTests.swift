import Foundation
import Testing

@testable import ArchitectureCheck

/// The check never reports on an index older than the code: the newest source without a current unit
/// is named.
@Suite struct IndexFreshnessTests {
    static let partido = "Modules/Partidos/Domain/Partido.swift"
    static let lista = "Modules/Partidos/UI/Lista.swift"

    static func checker(_ fixture: Fixture) -> ArchitectureChecker {
        ArchitectureChecker(policy: fixture.policy, package: fixture.package, root: fixture.root)
    }

    static func modificar(_ path: String, en fixture: Fixture, hace segundos: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -segundos)], ofItemAtPath: fixture.root.appendingPathComponent(path).path)
    }

    @Test func unIndiceAlDiaNoNombraNada() throws {
        let fixture = try Fixture([Self.partido: "", Self.lista: ""])
        defer { fixture.remove() }
        #expect(Self.checker(fixture).staleSource(in: fixture.index()) == nil)
    }

    @Test func nombraElArchivoMasRecienteDeLosQueCambiaronTrasSuUnidad() throws {
        let fixture = try Fixture([Self.partido: "", Self.lista: ""])
        defer { fixture.remove() }
        try Self.modificar(Self.partido, en: fixture, hace: 60)
        try Self.modificar(Self.lista, en: fixture, hace: 30)
        let index = fixture.index().map { file in
            var file = file
            if file.path.hasSuffix(Self.partido) || file.path.hasSuffix(Self.lista) { file.unitWritten = Date(timeIntervalSinceNow: -3600) }
            return file
        }
        let stale = Self.checker(fixture).staleSource(in: index)
        #expect(stale?.path == Self.lista)
        #expect(stale?.problem == "was modified after the index was written")
    }

    @Test func unArchivoSinUnidadEsUnIndiceIncompleto() throws {
        let fixture = try Fixture([Self.partido: "", Self.lista: ""])
        defer { fixture.remove() }
        let index = fixture.index().filter { !$0.path.hasSuffix(Self.lista) }
        let stale = Self.checker(fixture).staleSource(in: index)
        #expect(stale?.path == Self.lista)
        #expect(stale?.problem == "has no unit in the index")
    }

    /// A build of one product (the Apple app on the SDK surface) holds only what that product links.
    @Test func unPaqueteReducidoAUnTargetSoloPideLoQueEseTargetEnlaza() throws {
        let marcador = "Modules/Marcador/Domain/Lado.swift"
        let fixture = try Fixture([Self.partido: "", marcador: ""])
        defer { fixture.remove() }
        let soloPartidos = fixture.index().filter { !$0.path.hasPrefix(fixture.root.path + "/Modules/Marcador/") }
        func checker(_ top: String) -> ArchitectureChecker {
            ArchitectureChecker(policy: fixture.policy, package: fixture.package.narrowed(to: top), root: fixture.root)
        }
        #expect(fixture.package.narrowed(to: "Partidos").targets.map(\.name).sorted() == ["Core", "Partidos", "Torneo"])
        #expect(checker("Partidos").staleSource(in: soloPartidos) == nil)
        #expect(checker("Marcador").staleSource(in: soloPartidos)?.path == marcador)
        #expect(Self.checker(fixture).staleSource(in: soloPartidos)?.problem == "has no unit in the index")
    }

    @Test func losTargetsQueNoSonSwiftNoTienenUnidades() throws {
        let fixture = try Fixture([Self.partido: ""])
        defer { fixture.remove() }
        var package = fixture.package
        package.targets.append(
            DescribedTarget(name: "Shim", type: "library", path: "Tooling/Shim", sources: ["shim.c"], moduleType: "ClangTarget"))
        let checker = ArchitectureChecker(policy: fixture.policy, package: package, root: fixture.root)
        #expect(checker.staleSource(in: fixture.index()) == nil)
    }
}
