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
            ["Herramientas": .tooling, "Medidor": .executable, "PartidosTestSupport": .testSupport], uniquingKeysWith: { $1 }),
        featureArrows: Fixture.defaultPolicy.featureArrows)

    static func neighbourhood(of module: String) throws -> ModuleNeighbourhood {
        let fixture = try Fixture([:], targets: targets, policy: policy)
        defer { fixture.remove() }
        return ModuleNeighbourhood(of: module, package: fixture.package, policy: fixture.policy)
    }

    @Test func unModuloIntermedioMuestraDeQuienDependeYQuienLoUsa() throws {
        let partidos = try Self.neighbourhood(of: "Partidos")
        #expect(
            partidos.graph.rendered(as: .mermaid) == """
                flowchart TD
                    App["App · app"]
                    Core["Core · core"]
                    Cronica["Cronica · feature"]
                    Marcador["Marcador · feature"]
                    Partidos["Partidos · feature"]
                    Torneo["Torneo · model"]
                    App --> Partidos
                    Cronica --> Partidos
                    Marcador --> Partidos
                    Partidos --> Core
                    Partidos --> Torneo
                    style Partidos fill:#fde68a,stroke:#b45309,stroke-width:3px

                """)
        #expect(partidos.summary == "Depends on: Core, Torneo. Used by: App, Cronica, Marcador.")
    }

    @Test func unaHojaNoDependeDeNadaYDejaFueraLasHerramientasYLosTests() throws {
        let torneo = try Self.neighbourhood(of: "Torneo")
        #expect(torneo.dependencies == [])
        #expect(torneo.dependents == ["App", "Cronica", "Marcador", "Partidos"])
        #expect(torneo.summary == "Depends on: none. Used by: App, Cronica, Marcador, Partidos.")
        #expect(
            torneo.graph.rendered(as: .mermaid) == """
                flowchart TD
                    App["App · app"]
                    Cronica["Cronica · feature"]
                    Marcador["Marcador · feature"]
                    Partidos["Partidos · feature"]
                    Torneo["Torneo · model"]
                    App --> Torneo
                    Cronica --> Torneo
                    Marcador --> Torneo
                    Partidos --> Torneo
                    style Torneo fill:#fde68a,stroke:#b45309,stroke-width:3px

                """)
    }

    @Test func laAppUsaCadaFeatureYLaUsaSuEjecutable() throws {
        let app = try Self.neighbourhood(of: "App")
        #expect(app.dependencies == ["Core", "Cronica", "Marcador", "Partidos", "Torneo"])
        #expect(app.dependents == ["Demo"])
        #expect(app.summary == "Depends on: Core, Cronica, Marcador, Partidos, Torneo. Used by: Demo.")
        #expect(app.graph.rendered(as: .mermaid).contains("    Demo[\"Demo · executable\"]\n"))
        #expect(app.graph.rendered(as: .mermaid).contains("    Demo --> App\n"))
    }

    @Test func elEjecutableDeLaAppNoLoUsaNadie() throws {
        let demo = try Self.neighbourhood(of: "Demo")
        #expect(demo.summary == "Depends on: App. Used by: none.")
    }

    @Test func enDotElModuloTambienSeDestaca() throws {
        let dot = try Self.neighbourhood(of: "Marcador").graph.rendered(as: .dot)
        #expect(dot.contains("    \"Marcador\" [label=\"Marcador\\nfeature\", style=\"bold,filled\", fillcolor=\"#fde68a\"];\n"))
        #expect(dot.contains("    \"Partidos\" [label=\"Partidos\\nfeature\"];\n"))
    }
}
