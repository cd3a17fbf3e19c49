import Testing

@testable import ArchitectureCheck

@Suite("Module neighbourhood")
struct ModuleNeighbourhoodTests {
    /// The default fixture plus what a neighbourhood leaves out: a tool library, a tool executable
    /// that uses product modules, and test support.
    static let targets =
        Fixture.defaultTargets + [
            ("Herramientas", "library", "Tooling/Herramientas", []),
            ("Medidor", "executable", "Tooling/Medidor", ["Core", "Torneo", "Herramientas"]),
            ("PartidosTestSupport", "library", "Tests/Support/PartidosTestSupport", ["Partidos"]),
        ]

    static let policy = Policy(
        targets: Fixture.defaultPolicy.targets.merging(
            ["Herramientas": .tooling, "Medidor": .executable, "PartidosTestSupport": .testSupport], uniquingKeysWith: { $1 }))

    static func neighbourhood(of module: String) throws -> ModuleNeighbourhood {
        let fixture = try Fixture([:], targets: targets, policy: policy)
        defer { fixture.remove() }
        return ModuleNeighbourhood(of: module, package: fixture.package, policy: fixture.policy)
    }

    @Test func unModuloMuestraSoloDeQueDepende() throws {
        let partidos = try Self.neighbourhood(of: "Partidos")
        #expect(
            partidos.graph.mermaid == """
                flowchart TD
                    Core["Core · core"]
                    Partidos["Partidos · feature"]
                    Torneo["Torneo · model"]
                    Partidos --> Core
                    Partidos --> Torneo
                    style Partidos fill:#fde68a,stroke:#b45309,stroke-width:3px

                """)
        #expect(partidos.summary == "Depends on: Core, Torneo.")
    }

    /// Who uses a module changes whenever another team adds a feature; the README does not say it,
    /// so two teams adding features at once never both rewrite it.
    @Test func otraFeatureQueLoUsaNoCambiaSuVecindario() throws {
        let modules = ["Partidos", "App", "Demo", "Torneo"]
        let before = try modules.map(Self.neighbourhood(of:))
        var targets = Self.targets
        targets.append(("Estadios", "library", "Modules/Estadios", ["Partidos"]))
        targets[5].dependencies.append("Estadios")
        var policy = Self.policy
        policy.targets["Estadios"] = .feature
        let fixture = try Fixture([:], targets: targets, policy: policy)
        defer { fixture.remove() }
        let after = modules.map { ModuleNeighbourhood(of: $0, package: fixture.package, policy: fixture.policy) }
        #expect(after == before)
    }

    @Test func unaHojaNoDependeDeNada() throws {
        let torneo = try Self.neighbourhood(of: "Torneo")
        #expect(torneo.dependencies == [])
        #expect(torneo.summary == "Depends on: none.")
        #expect(
            torneo.graph.mermaid == """
                flowchart TD
                    Torneo["Torneo · model"]
                    style Torneo fill:#fde68a,stroke:#b45309,stroke-width:3px

                """)
    }

    @Test func laAppMuestraLasFeaturesComoUnaSolaCaja() throws {
        let app = try Self.neighbourhood(of: "App")
        #expect(app.dependencies == ["Core", "EveryFeature", "Torneo"])
        #expect(app.summary == "Depends on: Core, every feature, Torneo.")
        #expect(app.graph.mermaid.contains("    EveryFeature[\"every feature\"]\n"))
        #expect(app.graph.mermaid.contains("    App --> EveryFeature\n"))
        #expect(!app.graph.mermaid.contains("Marcador"))
    }

    @Test func elEjecutableDeLaAppMuestraSoloLaApp() throws {
        let demo = try Self.neighbourhood(of: "Demo")
        #expect(demo.summary == "Depends on: App.")
    }
}
