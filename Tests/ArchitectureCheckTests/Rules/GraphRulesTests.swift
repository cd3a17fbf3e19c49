import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("Module graph")
struct GraphRulesTests {
    typealias Row = (name: String, type: String, path: String, dependencies: [String])

    static func targets(replacing name: String, dependencies: [String]) -> [Row] {
        Fixture.defaultTargets.map { $0.name == name ? ($0.name, $0.type, $0.path, dependencies) : $0 }
    }

    @Test func elGrafoDelFixtureEsValido() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func unaFeaturePuedeUsarOtraQueDeclaraEnPackageSwift() throws {
        let fixture = try Fixture(
            [:], targets: Self.targets(replacing: "Cronica", dependencies: ["Core", "Torneo", "Partidos", "Marcador"]))
        defer { fixture.remove() }
        #expect(try fixture.check().errors.isEmpty)
    }

    @Test func elModeloYCoreNoDependenDeNadaNuestro() throws {
        let fixture = try Fixture([:], targets: Self.targets(replacing: "Torneo", dependencies: ["Core"]))
        defer { fixture.remove() }
        #expect(try fixture.errors(.graphKind).map(\.subject) == ["Torneo -> Core"])
    }

    @Test func soloEjecutablesYTestsDependenDelApp() throws {
        let fixture = try Fixture([:], targets: Self.targets(replacing: "Partidos", dependencies: ["Core", "Torneo", "App"]))
        defer { fixture.remove() }
        let found = try fixture.errors(.graphKind)
        #expect(found.map(\.subject) == ["Partidos -> App"])
        #expect(found.first?.reason == "only executables and tests depend on the app")
    }

    @Test func nadieDependeDeUnEjecutable() throws {
        let fixture = try Fixture(
            [:], targets: Self.targets(replacing: "App", dependencies: ["Partidos", "Marcador", "Cronica", "Core", "Torneo", "Demo"]))
        defer { fixture.remove() }
        #expect(try fixture.errors(.graphKind).map(\.subject) == ["App -> Demo"])
    }

    @Test func elAppDependeDeCadaFeature() throws {
        let fixture = try Fixture([:], targets: Self.targets(replacing: "App", dependencies: ["Partidos", "Marcador", "Core", "Torneo"]))
        defer { fixture.remove() }
        #expect(try fixture.errors(.graphAppMissesFeature).map(\.subject) == ["App -> Cronica"])
    }

    @Test func unCicloSeDenunciaConSuCamino() throws {
        let fixture = try Fixture([:], targets: Self.targets(replacing: "Partidos", dependencies: ["Core", "Torneo", "Marcador"]))
        defer { fixture.remove() }
        #expect(try fixture.errors(.graphCycle).map(\.subject) == ["Marcador -> Partidos -> Marcador"])
    }

    @Test func elTipoDeCadaTargetSaleDeDondeVive() throws {
        let fixture = try Fixture(Self.layered)
        defer { fixture.remove() }
        let stated = Policy(model: "Torneo", targets: [:], core: CorePolicy(module: "Core"))
        #expect(try stated.withKinds(of: fixture.package).targets == Fixture.defaultPolicy.targets)
    }

    @Test func unModuloSinCarpetasDeCapaNoEsUnaFeature() throws {
        var files = Self.layered
        files["Modules/Cronica/Cronica.swift"] = files.removeValue(forKey: "Modules/Cronica/Domain/Cronica.swift")
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        #expect(
            throws: CheckError.invalidPolicy(
                problem:
                    "Cronica (Modules/Cronica) has no Domain, Data, UI folder; a feature keeps its code in them (or name it the policy's \"model\" or \"core.module\")",
                fix: "move the target, or edit the policy file")
        ) { try Policy(model: "Torneo", core: CorePolicy(module: "Core")).withKinds(of: fixture.package) }
    }

    @Test func unTargetFueraDeLasCarpetasConocidasYUnModeloQueNoExisteSonErroresDePolitica() throws {
        var targets = Fixture.defaultTargets
        targets[5].path = "Sources/App"
        let fixture = try Fixture(Self.layered, targets: targets)
        defer { fixture.remove() }
        let expected = [
            "App (Sources/App) is in no folder that says its kind; put it in Modules/<Name>, Apps/, Tests/Support/ or Tooling/",
            "\"model\" names Modelo, which Package.swift does not declare; name an existing target",
        ]
        #expect(
            throws: CheckError.invalidPolicy(problem: expected.joined(separator: "\n  "), fix: "move the target, or edit the policy file")
        ) { try Policy(model: "Modelo", core: CorePolicy(module: "Core")).withKinds(of: fixture.package) }
    }

    @Test func unaPoliticaConFlechasSeRechazaPorqueLasFlechasSonLasDePackageSwift() throws {
        let root = scratchRoot.appendingPathComponent("policy-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{ "version": 1, "featureArrows": { "Marcador": ["Partidos"] } }"#.utf8).write(to: root)
        #expect(
            throws: CheckError.invalidPolicy(
                problem:
                    "\(root.path): unknown key \"featureArrows\" (the arrows between features are the dependencies Package.swift declares)",
                fix: "remove it")
        ) {
            try Policy.load(from: root)
        }
    }

    /// One file in a layer folder of each feature, so each is recognisably a feature.
    static let layered = [
        "Modules/Partidos/Domain/Partido.swift": "struct Partido {}\n",
        "Modules/Marcador/UI/Marcador.swift": "struct Marcador {}\n",
        "Modules/Cronica/Domain/Cronica.swift": "struct Cronica {}\n",
    ]

    @Test func elModeloDebeSerUnaBibliotecaParaSwiftPM() throws {
        let fixture = try Fixture(Self.layered)
        defer { fixture.remove() }
        #expect(
            throws: CheckError.invalidPolicy(
                problem: "Demo is the policy's model but not a library (SwiftPM says executable); name a library",
                fix: "move the target, or edit the policy file")
        ) { try Policy(model: "Demo", core: CorePolicy(module: "Core")).withKinds(of: fixture.package) }
    }

    @Test func elGrafoMermaidOmiteLosTests() throws {
        let fixture = try Fixture(
            [:], targets: Array(Fixture.defaultTargets.prefix(3)) + [("TorneoTests", "test", "Tests/TorneoTests", ["Torneo"])],
            policy: Policy(targets: ["Torneo": .model, "Core": .core, "Partidos": .feature, "TorneoTests": .test]))
        defer { fixture.remove() }
        let graph = ModuleGraph(package: fixture.package, policy: fixture.policy)
        #expect(
            graph.mermaid == """
                flowchart TD
                    Core["Core · core"]
                    Partidos["Partidos · feature"]
                    Torneo["Torneo · model"]
                    Partidos --> Core
                    Partidos --> Torneo

                """)
    }
}
