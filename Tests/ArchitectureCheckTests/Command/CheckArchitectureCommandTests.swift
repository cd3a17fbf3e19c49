import ArchitectureCheck
import Foundation
import Testing

@Suite("check-architecture command")
struct CheckArchitectureCommandTests {
    static let policyText = """
        {
          "version": 1,
          "graphDocument": "docs/module-graph.md",
          "model": "Torneo",
          "core": { "module": "Core", "parts": ["Domain"], "restricted": [], "restrictedUsableFrom": [] },
          "featureArrows": { "Marcador": ["Partidos"], "Cronica": ["Partidos"] }
        }
        """

    static let violation = [
        "Modules/Marcador/Data/Repositorio.swift": "final class Repositorio {}\n",
        "Modules/Marcador/Domain/Caso.swift": "struct Caso { let r: Repositorio }\n",
    ]

    struct Run {
        var status: Int32
        var standard: String
        var error: String
    }

    static func run(_ fixture: Fixture, _ arguments: [String], environment: [String: String] = [:], withDocs: Bool = true) throws -> Run {
        let describe = try fixture.writeDescribe()
        let policy = try fixture.writePolicy(policyText)
        if withDocs {
            try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("docs"), withIntermediateDirectories: true)
            let mermaid = ModuleGraph(package: fixture.package, policy: fixture.policy).rendered(as: .mermaid)
            let document = "# Graph\n\(GraphDocument.startMarker)\n```mermaid\n\(mermaid)```\n\(GraphDocument.endMarker)\n"
            try Data(document.utf8).write(to: fixture.root.appendingPathComponent("docs/module-graph.md"))
        }
        let captured = CapturedOutput()
        let status = CheckArchitectureCommand.run(
            ["--root", fixture.root.path, "--describe", describe, "--policy", policy] + arguments,
            environment: environment, isTerminal: false, output: captured.output)
        return Run(status: status, standard: captured.standard, error: captured.error)
    }

    @Test func unRepositorioLimpioTerminaConCero() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--quiet"])
        #expect(run.status == 0)
        #expect(run.standard == "check-architecture: ok (0 errors, 0 warnings in 8 targets, 8 files)\n")
    }

    @Test func unaViolacionTerminaConUnoYDiceReglaPorQueYComoArreglarla() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--quiet"])
        #expect(run.status == 1)
        #expect(
            run.standard == """
                Modules/Marcador/Domain/Caso.swift:1:22: error: [layer.own-feature] Marcador/Domain uses Repositorio, declared in Marcador/Data (Modules/Marcador/Data/Repositorio.swift:1)
                    why: Domain code may use only Domain of its own feature
                    fix: depend on a Domain protocol that Repositorio implements and let the app inject it
                check-architecture: failed (1 error, 0 warnings in 8 targets, 9 files)

                """)
    }

    @Test func elFormatoJSONLlevaVersionDeEsquema() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--format", "json", "--quiet"])
        let object = try JSONSerialization.jsonObject(with: Data(run.standard.utf8)) as? [String: Any]
        let violations = object?["violations"] as? [[String: Any]]
        #expect(object?["schemaVersion"] as? Int == 1)
        #expect(violations?.first?["rule"] as? String == "layer.own-feature")
        #expect(violations?.first?["line"] as? Int == 1)
        #expect(violations?.first?["column"] as? Int == 22)
    }

    @Test func enGitHubActionsSeEscribenAnotaciones() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--quiet"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(
            run.standard.contains(
                "::error file=Modules/Marcador/Domain/Caso.swift,line=1,col=22,title=layer.own-feature::Marcador/Domain uses Repositorio"))
    }

    @Test func unArgumentoDesconocidoTerminaConDos() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--formato"])
        #expect(run.status == 2)
        #expect(run.error == "check-architecture: error: unknown argument --formato; run check-architecture --help for usage\n")
    }

    @Test func unaPoliticaIlegibleTerminaConDos() throws {
        let captured = CapturedOutput()
        let status = CheckArchitectureCommand.run(
            ["--policy", "/nonexistent/policy.json"], environment: [:], isTerminal: false, output: captured.output)
        #expect(status == 2)
        #expect(
            captured.error
                == "check-architecture: error: cannot read /nonexistent/policy.json; create the policy file or pass --policy FILE\n")
    }

    @Test func elGrafoDeLaDocumentacionDesfasadoFallaYSeRegenera() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        _ = try Self.run(fixture, ["--quiet"])
        let document = fixture.root.appendingPathComponent("docs/module-graph.md")
        try Data("# Graph\n\(GraphDocument.startMarker)\nold\n\(GraphDocument.endMarker)\n".utf8).write(to: document)
        let stale = try Self.run(fixture, ["--quiet"], withDocs: false)
        #expect(stale.status == 1)
        #expect(stale.standard.contains("[docs.graph-stale] the module graph in docs/module-graph.md is stale"))
        #expect(try Self.run(fixture, ["--update-docs"], withDocs: false).status == 0)
        #expect(try Self.run(fixture, ["--quiet"], withDocs: false).status == 0)
    }

    @Test func elGrafoSeImprimeEnMermaidYDot() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let mermaid = try Self.run(fixture, ["--graph", "mermaid"])
        let dot = try Self.run(fixture, ["--graph", "dot"])
        #expect(mermaid.status == 0)
        #expect(mermaid.standard.contains("    Marcador --> Partidos\n"))
        #expect(dot.standard.contains("    \"Marcador\" -> \"Partidos\";\n"))
    }

    @Test func laLineaDeBaseAceptaLoRegistradoYFallaConLoNuevoYConLoArreglado() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let baseline = fixture.root.appendingPathComponent("baseline.json").path
        #expect(try Self.run(fixture, ["--write-baseline", baseline]).status == 0)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(!recorded.contains("\"line\""))
        // Moving the violation to another line keeps it recorded.
        try Data("\n\nstruct Caso { let r: Repositorio }\n".utf8).write(
            to: fixture.root.appendingPathComponent("Modules/Marcador/Domain/Caso.swift"))
        #expect(try Self.run(fixture, ["--baseline", baseline, "--quiet"]).status == 0)

        try Data("struct Otro { let r: Repositorio }\n".utf8).write(
            to: fixture.root.appendingPathComponent("Modules/Marcador/Domain/Otro.swift"))
        var targets = fixture.targets
        targets[3].sources.append("Domain/Otro.swift")
        var grown = fixture
        grown.targets = targets
        let added = try Self.run(grown, ["--baseline", baseline, "--quiet"])
        #expect(added.status == 1)
        #expect(added.standard.contains("Modules/Marcador/Domain/Otro.swift:1:22: error: [layer.own-feature]"))

        try Data("struct Caso {}\n".utf8).write(to: fixture.root.appendingPathComponent("Modules/Marcador/Domain/Caso.swift"))
        let fixed = try Self.run(fixture, ["--baseline", baseline, "--quiet"])
        #expect(fixed.status == 1)
        #expect(fixed.standard.contains("[baseline.fixed]"))
    }

    @Test func laAyudaCabeEnUnaPantalla() throws {
        let captured = CapturedOutput()
        #expect(CheckArchitectureCommand.run(["--help"], environment: [:], isTerminal: false, output: captured.output) == 0)
        #expect(captured.standard.split(separator: "\n", omittingEmptySubsequences: false).count <= 30)
    }

    @Test func sinTerminalNoHayColor() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        #expect(!(try Self.run(fixture, []).standard.contains("\u{1B}[")))
    }
}
