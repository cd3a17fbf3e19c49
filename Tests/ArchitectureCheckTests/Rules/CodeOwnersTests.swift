import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("CODEOWNERS from the module READMEs")
struct CodeOwnersTests {
    static let readmes = [
        "Modules/Torneo/README.md": "# Torneo\n\n**Owner:** @liga/modelo\n",
        "Modules/Core/README.md": "# Core\n\n**Owner:** @liga/plataforma\n",
        "Modules/Partidos/README.md": "# Partidos\n\n**Owner:** @liga/partidos · since 2026\n",
        "Modules/Marcador/README.md": "# Marcador\n\n**Owner:** @liga/directo @ana\n",
        "Modules/Cronica/README.md": "# Cronica\n\n**Owner:** @liga/cronica\n",
        "Apps/App/README.md": "# App\n\n**Owner:** @liga/app\n",
    ]

    static func fixture(_ readmes: [String: String] = readmes) throws -> Fixture {
        var policy = Fixture.defaultPolicy
        policy.codeowners = ".github/CODEOWNERS"
        policy.defaultOwner = "@liga/plataforma"
        let sources = [
            "Modules/Partidos/Domain/Partido.swift": "struct Partido {}\n",
            "Modules/Marcador/Domain/Reloj.swift": "struct Reloj {}\n",
        ]
        return try Fixture(sources.merging(readmes) { first, _ in first }, policy: policy)
    }

    static func rules(_ report: CheckReport) -> [String] {
        report.violations.filter { $0.rule == .docsCodeownersStale || $0.rule == .docsOwnerMissing }.map {
            "\($0.rule.rawValue) \($0.file)"
        }
    }

    @Test func seGeneraDeLasLineasDeDuenoYLosTestsSiguenASuModulo() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        #expect(Self.rules(try fixture.check()) == ["docs.codeowners-stale .github/CODEOWNERS"])

        let changed = try GeneratedDocs(policy: fixture.policy, package: fixture.package, root: fixture.root).update()
        #expect(changed.contains(".github/CODEOWNERS"))
        let text = try String(contentsOf: fixture.root.appendingPathComponent(".github/CODEOWNERS"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            lines == [
                "* @liga/plataforma",
                "/Package.swift @liga/plataforma",
                "/Apps/App/ @liga/app",
                "/Modules/Core/ @liga/plataforma",
                "/Modules/Cronica/ @liga/cronica",
                "/Modules/Marcador/ @liga/directo @ana",
                "/Modules/Partidos/ @liga/partidos",
                "/Modules/Torneo/ @liga/modelo",
                "/Tests/MarcadorTests/ @liga/directo @ana",
            ])
        #expect(Self.rules(try fixture.check()) == [])
    }

    @Test func laParteDelCableadoYLaPruebaEnElDemoDeUnaFeatureSonDeSuEquipo() throws {
        let wiring = [
            "Apps/App/Funcionalidades/ContenedorDeLaApp+Marcador.swift": "extension ContenedorDeLaApp {}\n",
            "Apps/App/Funcionalidades/ContenedorDeLaApp+Desconocida.swift": "extension ContenedorDeLaApp {}\n",
            "Apps/App/ContenedorDeLaApp.swift": "final class ContenedorDeLaApp {}\n",
            "Apps/App/MarcadorEnElDemoTests.swift": "enum MarcadorEnElDemoTests {}\n",
        ]
        let fixture = try Self.fixture(Self.readmes.merging(wiring) { first, _ in first })
        defer { fixture.remove() }
        _ = try GeneratedDocs(policy: fixture.policy, package: fixture.package, root: fixture.root).update()
        let text = try String(contentsOf: fixture.root.appendingPathComponent(".github/CODEOWNERS"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("/Apps/") }.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(
            lines == [
                "/Apps/App/ @liga/app", "/Apps/App/Funcionalidades/ContenedorDeLaApp+Marcador.swift @liga/directo @ana",
                "/Apps/App/MarcadorEnElDemoTests.swift @liga/directo @ana",
            ])
    }

    @Test func unCambioDeDuenoEnElReadmeDejaCodeownersDesfasado() throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        _ = try GeneratedDocs(policy: fixture.policy, package: fixture.package, root: fixture.root).update()
        try Data("# Cronica\n\n**Owner:** @liga/otro\n".utf8).write(to: fixture.root.appendingPathComponent("Modules/Cronica/README.md"))
        #expect(Self.rules(try fixture.check()) == ["docs.codeowners-stale .github/CODEOWNERS"])
    }

    @Test func unModuloSinLineaDeDuenoEsUnError() throws {
        var readmes = Self.readmes
        readmes["Modules/Cronica/README.md"] = "# Cronica\n\nNo owner here.\n"
        let fixture = try Self.fixture(readmes)
        defer { fixture.remove() }
        _ = try GeneratedDocs(policy: fixture.policy, package: fixture.package, root: fixture.root).update()
        let missing = try fixture.check().violations.filter { $0.rule == .docsOwnerMissing }
        #expect(missing.map(\.file) == ["Modules/Cronica/README.md"])
        #expect(missing.first?.fix.hasPrefix("add a line `**Owner:** @org/team` to Modules/Cronica/README.md") == true)
    }

    @Test func unaPoliticaConTablaDeTargetsSeRechazaConElMotivo() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let policy = try fixture.writePolicy(#"{"version": 1, "targets": {"Core": "core"}}"#)
        #expect {
            try Policy.load(from: URL(fileURLWithPath: policy))
        } throws: { error in
            (error as? CheckError)?.message.contains("unknown key \"targets\" (a target's kind follows from its folder and type") == true
        }
    }
}
