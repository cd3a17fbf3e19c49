import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("check-architecture command")
struct CheckArchitectureCommandTests {
    static let policyText = """
        {
          "version": 1,
          "graphDocument": "docs/module-graph.md",
          "model": "Torneo",
          "core": { "module": "Core", "parts": ["Domain"], "restricted": [], "restrictedUsableFrom": [] }
        }
        """

    static let violation = [
        "Modules/Marcador/Data/Repositorio.swift": "final class Repositorio {}\n",
        "Modules/Marcador/Domain/Caso.swift": "struct Caso { let r: Repositorio }\n",
    ]
    /// What the compiler records for `violation`.
    static let violationIndex: [String: [IndexedOccurrence]] = [
        "Modules/Marcador/Data/Repositorio.swift": [.definicion("Repositorio", columna: 13, tipo: 7)],
        "Modules/Marcador/Domain/Caso.swift": [.definicion("Caso", columna: 8), .referencia("Repositorio", linea: 1, columna: 22)],
    ]

    struct Run {
        var status: Int32
        var standard: String
        var error: String
    }

    /// The command on `fixture`, checking `index` (by default the fixture's, current, with `occurrences`).
    static func run(
        _ fixture: Fixture, _ arguments: [String], environment: [String: String] = [:], withDocs: Bool = true,
        occurrences: [String: [IndexedOccurrence]] = [:], index: [IndexedFile]? = nil
    ) throws -> Run {
        let describe = try fixture.writeDescribe()
        let policy = try fixture.writePolicy(policyText)
        if withDocs {
            try FileManager.default.createDirectory(at: fixture.root.appendingPathComponent("docs"), withIntermediateDirectories: true)
            let mermaid = ModuleGraph(package: fixture.package, policy: fixture.policy).mermaid
            let document = "# Graph\n\(GeneratedDocs.graphMarkers.start)\n```mermaid\n\(mermaid)```\n\(GeneratedDocs.graphMarkers.end)\n"
            try Data(document.utf8).write(to: fixture.root.appendingPathComponent("docs/module-graph.md"))
        }
        let captured = CapturedOutput()
        let status = CheckArchitectureCommand.run(
            ["--root", fixture.root.path, "--describe", describe, "--policy", policy] + arguments,
            environment: environment, isTerminal: false, output: captured.output, index: index ?? fixture.index(occurrences))
        return Run(status: status, standard: captured.standard, error: captured.error)
    }

    /// The Apple app's build on the SDK surface compiles one product: its index holds nothing else,
    /// and the generated docs describe the whole package, so they are not compared.
    @Test func conLinkedBySoloSeCompruebaLoQueEseTargetEnlaza() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let soloPartidos = fixture.index().filter { file in
            ["Torneo", "Core", "Partidos"].contains { file.path.hasPrefix(fixture.root.path + "/Modules/\($0)/") }
        }
        let run = try Self.run(fixture, ["--linked-by", "Partidos", "--quiet"], withDocs: false, index: soloPartidos)
        #expect(run.error == "")
        #expect(run.standard == "check-architecture: ok (0 errors, 0 warnings in 3 targets, 3 files)\n")
        let entero = try Self.run(fixture, ["--no-docs"], withDocs: false, index: soloPartidos)
        #expect(entero.status == 2)
        #expect(entero.error.contains("has no unit in the index"))
        let ninguno = try Self.run(fixture, ["--linked-by", "Ninguno"], withDocs: false, index: soloPartidos)
        #expect(ninguno.status == 2)
        #expect(
            ninguno.error
                == "check-architecture: error: --linked-by Ninguno: no such target in Package.swift; run check-architecture --help for usage\n"
        )
        // The generated docs are the whole package's: narrowed, they would be rewritten short.
        for soloLaApp in ["--update-docs", "--graph"] {
            let rehusado = try Self.run(fixture, ["--linked-by", "Partidos", soloLaApp], withDocs: false, index: soloPartidos)
            #expect(rehusado.status == 2, "\(soloLaApp)")
            #expect(rehusado.error.contains("--graph and --update-docs need the whole package"), "\(soloLaApp)")
        }
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
        let run = try Self.run(fixture, ["--quiet"], occurrences: Self.violationIndex)
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
        let run = try Self.run(fixture, ["--format", "json", "--quiet"], occurrences: Self.violationIndex)
        let object = try JSONSerialization.jsonObject(with: Data(run.standard.utf8)) as? [String: Any]
        let violations = object?["violations"] as? [[String: Any]]
        #expect(object?["schemaVersion"] as? Int == 1)
        #expect(violations?.first?["rule"] as? String == "layer.own-feature")
        #expect(violations?.first?["line"] as? Int == 1)
        #expect(violations?.first?["column"] as? Int == 22)
    }

    @Test func elFormatoSARIFDaUnResultadoPorHallazgoConSuReglaYSuSitio() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--format", "sarif", "--quiet"], occurrences: Self.violationIndex)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.standard.utf8)) as? [String: Any])
        let ejecucion = try #require((log["runs"] as? [[String: Any]])?.first)
        let reglas = ((ejecucion["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        let resultado = try #require((ejecucion["results"] as? [[String: Any]])?.first)
        let sitio = ((resultado["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])

        #expect(log["version"] as? String == "2.1.0")
        #expect(reglas?.compactMap { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
        #expect((ejecucion["results"] as? [Any])?.count == 1)
        #expect(resultado["ruleId"] as? String == "layer.own-feature")
        #expect(resultado["ruleIndex"] as? Int == Rule.allCases.firstIndex(of: .layerOwnFeature))
        #expect(resultado["level"] as? String == "error")
        #expect((sitio?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Modules/Marcador/Domain/Caso.swift")
        #expect((sitio?["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect((sitio?["region"] as? [String: Any])?["startColumn"] as? Int == 22)
        #expect(run.status == 1)
    }

    @Test func enGitHubActionsSeEscribenAnotaciones() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--quiet"], environment: ["GITHUB_ACTIONS": "true"], occurrences: Self.violationIndex)
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

    @Test func lasSondasSinLaSuperficieTerminanConDos() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let run = try Self.run(fixture, ["--probes", "/tmp/sondas"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("check-architecture: error: --probes needs --availability"))
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
        try Data("# Graph\n\(GeneratedDocs.graphMarkers.start)\nold\n\(GeneratedDocs.graphMarkers.end)\n".utf8).write(to: document)
        let stale = try Self.run(fixture, ["--quiet"], withDocs: false)
        #expect(stale.status == 1)
        #expect(stale.standard.contains("[docs.graph-stale] the module graph in docs/module-graph.md is stale"))
        #expect(try Self.run(fixture, ["--update-docs"], withDocs: false).status == 0)
        #expect(try Self.run(fixture, ["--quiet"], withDocs: false).status == 0)
    }

    @Test func elGrafoSeImprimeEnMermaid() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let mermaid = try Self.run(fixture, ["--graph"])
        #expect(mermaid.status == 0)
        #expect(mermaid.standard.hasPrefix("flowchart TD\n"))
        #expect(mermaid.standard.contains("    Marcador --> Partidos\n"))
    }

    @Test func conUnIndiceViejoSeNiegaEnUnaLineaConElArchivoMasReciente() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        let old = fixture.index(Self.violationIndex).map { file in
            var file = file
            file.unitWritten = .distantPast
            return file
        }
        let run = try Self.run(fixture, ["--no-build"], index: old)
        #expect(run.status == 2)
        #expect(run.standard == "")
        #expect(run.error.hasPrefix("check-architecture: error: the index is stale: "))
        #expect(run.error.hasSuffix(" was modified after the index was written; run `swift build --build-tests` or drop --no-build\n"))
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test func sinIndiceSeNiegaEnUnaLinea() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let describe = try fixture.writeDescribe()
        let policy = try fixture.writePolicy(Self.policyText)
        let captured = CapturedOutput()
        let status = CheckArchitectureCommand.run(
            [
                "--root", fixture.root.path, "--describe", describe, "--policy", policy, "--index-store",
                fixture.root.appendingPathComponent("store").path,
            ],
            environment: ProcessInfo.processInfo.environment, isTerminal: false, output: captured.output)
        #expect(status == 2)
        #expect(captured.error.hasPrefix("check-architecture: error: the compiler's index cannot be read (no index store at "))
        #expect(captured.error.split(separator: "\n").count == 1)
    }

    @Test func sinLaBibliotecaEsUnErrorDeUnaLinea() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let store = fixture.root.appendingPathComponent("store")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let captured = CapturedOutput()
        let status = CheckArchitectureCommand.run(
            [
                "--root", fixture.root.path, "--describe", try fixture.writeDescribe(), "--policy",
                try fixture.writePolicy(Self.policyText),
                "--index-store", store.path, "--index-store-library", "/no/existe/libIndexStore.so",
            ],
            environment: [:], isTerminal: false, output: captured.output)
        #expect(status == 2)
        #expect(captured.standard == "")
        // The loader's own reason sits between the two parts and differs between systems.
        #expect(
            captured.error.hasPrefix("check-architecture: error: libIndexStore cannot be used (cannot load /no/existe/libIndexStore.so: "))
        #expect(captured.error.hasSuffix("); pass --index-store-library FILE, the toolchain's usr/lib/libIndexStore.so\n"))
        #expect(captured.error.split(separator: "\n").count == 1)
    }

    @Test func cadaOpcionQueSeAceptaEstaEnLaAyuda() throws {
        Self.everyFlagIsInTheHelp(of: [], Options.usage, Options())
        Self.everyFlagIsInTheHelp(of: ["affected"], AffectedCommand.usage, AffectedCommand.Options())
        Self.everyFlagIsInTheHelp(of: ["api"], APICommand.usage, APICommand.Options())
        Self.everyFlagIsInTheHelp(of: ["new-feature"], NewFeatureCommand.usage, NewFeatureCommand.Options())
        Self.everyFlagIsInTheHelp(of: ["xcode"], XcodeCommand.usage, XcodeCommand.Options())
    }

    /// Each flag of `usage` is in the help `command --help` prints, and parses with a value when it takes one.
    static func everyFlagIsInTheHelp<Options>(of command: [String], _ usage: Usage<Options>, _ defaults: Options) {
        let captured = CapturedOutput()
        #expect(CheckArchitectureCommand.run(command + ["--help"], environment: [:], isTerminal: false, output: captured.output) == 0)
        let help = captured.standard.split(separator: "\n").map { " " + $0.trimmingCharacters(in: .whitespaces) + " " }
        for flag in usage.flags {
            for name in flag.names {
                #expect(help.contains { $0.hasPrefix(" \(name) ") || $0.hasPrefix(" \(name),") || $0.contains(", \(name) ") }, "\(name)")
                let arguments = [name] + (flag.value.map { [$0.hasPrefix("text|json") ? "json" : "x"] } ?? [])
                #expect(throws: Never.self, "\(name)") { try usage.parse(arguments[...], defaults) }
            }
        }
    }

    @Test func laAyudaCabeEnUnaPantalla() throws {
        let captured = CapturedOutput()
        #expect(CheckArchitectureCommand.run(["--help"], environment: [:], isTerminal: false, output: captured.output) == 0)
        #expect(captured.standard.split(separator: "\n", omittingEmptySubsequences: false).count <= 30)
    }

    @Test func sinTerminalNoHayColor() throws {
        let fixture = try Fixture(Self.violation)
        defer { fixture.remove() }
        #expect(!(try Self.run(fixture, [], occurrences: Self.violationIndex).standard.contains("\u{1B}[")))
    }
}
