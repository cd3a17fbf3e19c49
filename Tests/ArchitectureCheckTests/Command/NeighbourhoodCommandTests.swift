import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("check-architecture and the module READMEs")
struct NeighbourhoodCommandTests {
    static let start = GeneratedDocs.neighbourhoodMarkers.start
    static let end = GeneratedDocs.neighbourhoodMarkers.end
    static let partidos = "Modules/Partidos/README.md"

    static let generated = """
        ```mermaid
        flowchart TD
            Core["Core · core"]
            Partidos["Partidos · feature"]
            Torneo["Torneo · model"]
            Partidos --> Core
            Partidos --> Torneo
            style Partidos fill:#fde68a,stroke:#b45309,stroke-width:3px
        ```

        Depends on: Core, Torneo.

        """

    static func write(_ text: String, to path: String, in fixture: Fixture) throws {
        try Data(text.utf8).write(to: fixture.root.appendingPathComponent(path))
    }

    static func read(_ path: String, in fixture: Fixture) throws -> String {
        try String(contentsOf: fixture.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func unBloqueDesfasadoEsUnErrorEnElReadme() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        try Self.write("# Partidos\n\(Self.start)\n\(Self.end)\n", to: Self.partidos, in: fixture)
        let run = try CheckArchitectureCommandTests.run(fixture, ["--quiet"])
        #expect(run.status == 1)
        #expect(
            run.standard == """
                Modules/Partidos/README.md: error: [docs.neighbourhood-stale] the module neighbourhood in Modules/Partidos/README.md is stale
                    why: the documented neighbours of a module must match Package.swift
                    fix: run `swift run check-architecture --update-docs` and commit
                check-architecture: failed (1 error, 0 warnings in 8 targets, 8 files)

                """)
    }

    @Test func actualizarReescribeSoloElBloqueYDejaElRestoIntacto() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let before = "# Partidos\r\n\nÑandú — «prosa»  \n\n\(Self.start)\nviejo\n\(Self.end)\n\n## Work on it alone\n\tswift build"
        try Self.write(before, to: Self.partidos, in: fixture)
        let update = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        #expect(update.status == 0)
        #expect(update.standard == "check-architecture: updated Modules/Partidos/README.md\n")
        #expect(
            try Self.read(Self.partidos, in: fixture)
                == "# Partidos\r\n\nÑandú — «prosa»  \n\n\(Self.start)\n\(Self.generated)\(Self.end)\n\n## Work on it alone\n\tswift build")
        #expect(try CheckArchitectureCommandTests.run(fixture, ["--quiet"]).status == 0)
    }

    @Test func actualizarDosVecesNoCambiaNadaLaSegunda() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        try Self.write("\(Self.start)\(Self.end)", to: Self.partidos, in: fixture)
        _ = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        let again = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        #expect(again.status == 0)
        #expect(again.standard == "check-architecture: the generated docs are current\n")
    }

    @Test func unReadmeSinMarcasSeDejaComoEsta() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let text = "# Core\n\nNo neighbourhood here.\n"
        try Self.write(text, to: "Modules/Core/README.md", in: fixture)
        #expect(try CheckArchitectureCommandTests.run(fixture, ["--update-docs"]).status == 0)
        #expect(try Self.read("Modules/Core/README.md", in: fixture) == text)
        #expect(try CheckArchitectureCommandTests.run(fixture, ["--quiet"]).status == 0)
    }

    @Test func unaMarcaSinParejaTerminaConDosYDiceComoArreglarla() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        let text = "# Partidos\n\(Self.start)\n"
        try Self.write(text, to: Self.partidos, in: fixture)
        let message = """
            check-architecture: error: Modules/Partidos/README.md: \(Self.start) has no \(Self.end); add \(Self.end) on its own line after it

            """
        let update = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        #expect(update.status == 2)
        #expect(update.error == message)
        #expect(try Self.read(Self.partidos, in: fixture) == text)
        let check = try CheckArchitectureCommandTests.run(fixture, ["--quiet"])
        #expect(check.status == 2)
        #expect(check.error == message)
    }

    @Test func marcasRepetidasOAlRevesTerminanConDos() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        try Self.write("\(Self.end)\n\(Self.start)\n", to: Self.partidos, in: fixture)
        let reversed = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        #expect(reversed.status == 2)
        #expect(reversed.error.contains("\(Self.end) comes before \(Self.start); put \(Self.start) first"))
        try Self.write("\(Self.start)\n\(Self.end)\n\(Self.start)\n\(Self.end)\n", to: Self.partidos, in: fixture)
        let twice = try CheckArchitectureCommandTests.run(fixture, ["--update-docs"])
        #expect(twice.status == 2)
        #expect(twice.error.contains("keep one pair of markers and delete the rest"))
    }

    @Test func sinDocsNoSeMiranLosReadmes() throws {
        let fixture = try Fixture([:])
        defer { fixture.remove() }
        try Self.write("\(Self.start)\n\(Self.end)\n", to: Self.partidos, in: fixture)
        #expect(try CheckArchitectureCommandTests.run(fixture, ["--quiet", "--no-docs"]).status == 0)
    }
}
