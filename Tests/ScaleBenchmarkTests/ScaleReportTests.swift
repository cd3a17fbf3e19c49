import Foundation
import Testing
import ToolSupport

@testable import ArchitectureCheck
@testable import ScaleBenchmark

struct ScaleReportTests {
    static func results(_ lines: String) throws -> Results {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(lines.utf8).write(to: file)
        return try Results.load(file.path)
    }

    @Test func elCrecimientoPorDuplicacionVaDeUnExtremoAlOtroConValorPositivo() throws {
        #expect(abs(try #require(ScaleReport.growthPerDoubling([(5, 0), (10, 2), (40, 8)])) - 2) < 1e-12)
        #expect(ScaleReport.growthPerDoubling([(5, 0), (10, 3)]) == nil)
    }

    @Test func losSegundosEligenSuPrecisionSobreElValorRedondeado() {
        #expect([9.996, 3.14159, 99.96, 123.4, 122.5].map(ScaleReport.seconds) == ["10.0", "3.14", "100", "123", "122"])
    }

    @Test func laRegionEntreLasMarcasSeReemplazaYElRestoSeQueda() throws {
        let start = ScaleReport.start
        let end = ScaleReport.end
        let text = "# T\n\(start)\nold\n\(end)\nafter\n"
        #expect(try ScaleReport.replacingRegion(of: text, at: "x.md", with: ["a", "b"]) == "# T\n\(start)\n\na\nb\n\n\(end)\nafter\n")
        let windows = "# T\r\n\(start)\r\nold\r\n\(end)\r\n"
        #expect(try ScaleReport.replacingRegion(of: windows, at: "x.md", with: ["a"]) == "# T\r\n\(start)\r\n\r\na\r\n\r\n\(end)\r\n")
        for broken in ["no markers\n", "\(end)\n\(start)\n", "\(start)\n\(start)\n\(end)\n"] {
            #expect(throws: ToolError.self) { try ScaleReport.replacingRegion(of: broken, at: "x.md", with: []) }
        }
    }

    @Test func unaCifraQueFaltaEsUnGuionYLaSeleccionSeLeeConElTotal() throws {
        let region = ScaleReport.region(try Self.results(#"{"n": 5, "affected_selected": 4, "test_targets": 10}"#))
        #expect(region.contains("| clean debug build `swift build --build-tests` (s) | – | – |  |  |"))
        #expect(region.contains("| test targets affected selects | 4 of 10 | – |  |  |"))
        #expect(region.contains("| 5 | – | – |"))
    }

    @Test func unaFilaLimitadaSeJuzgaPorLoQueImprime() throws {
        let results = try Self.results(
            """
            {"n": 5, "check_s": 1, "edits": {"leaf_domain": {"s": 2, "recompiled": ["B", "A"]}}}
            {"n": 10, "check_s": 2.104, "edits": {"leaf_domain": {"s": 3, "recompiled": []}}}
            {"run": {"date": "2026-12-03", "machine": "2 cores", "total_s": 330}}
            """)
        let region = ScaleReport.region(results)
        #expect(region.contains("| check-architecture after the build (s) | 1.00 | 2.10 | 2.10× | ≤ 2.1× | yes |"))
        #expect(region.contains("| 5 | `A`, `B` | – |"))
        #expect(region.contains("| 10 | none | – |"))
        #expect(region.contains("Measured on 2026-12-03, 2 cores, in 5.5 min."))
    }

    @Test func deDosLineasParaUnMismoNGanaLaUltima() throws {
        let results = try Self.results("{\"n\": 5, \"check_s\": 1}\n\n{\"n\": 5, \"check_s\": 7}\n")
        #expect(results.measurements[5]?.checkS == 7)
    }

    @Test func unaLineaQueNoEsUnaMedidaSeNombraPorSuNumero() {
        for (text, line) in [("{\"n\": 5}\nnot json\n", 2), ("{\"n\": 0}\n", 1), ("{\"n\": 5, \"check_s\": \"fast\"}\n", 1), ("[1]\n", 1)] {
            do {
                _ = try Self.results(text)
            } catch let error as ToolError {
                guard case .usage(let message) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(message.contains(".jsonl:\(line) is not a measurement"))
            } catch { Issue.record("\(error)") }
        }
        #expect(throws: ToolError.self) { _ = try Self.results("{\"run\": {\"date\": \"2026-12-03\"}}\n") }
    }

    @Test func unaRutaSinCarpetaNoEscribeNinguno() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = folder.appendingPathComponent("scale.md").path
        let results = try Self.results("{\"n\": 5, \"check_s\": 1}\n")
        #expect(throws: ToolError.self) { try ScaleReport.write(results, markdown: markdown, svg: folder.path + "/missing/scale.svg") }
        #expect(!FileManager.default.fileExists(atPath: markdown))
        try ScaleReport.write(results, markdown: markdown, svg: folder.path + "/scale.svg")
        let written = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(written.hasPrefix("# How the costs grow with the features\n\n\(ScaleReport.start)\n\n| figure | N = 5 |"))
    }

    @Test func elGraficoDibujaCadaCifraConValorEnNCeroYNombraLasDemas() {
        var small = Measurement(n: 5)
        small.cleanBuildS = 10
        small.checkS = 0
        var large = Measurement(n: 20)
        large.cleanBuildS = 40
        large.checkS = 3
        let svg = ScaleChart.svg(Results(measurements: [5: small, 20: large]))
        #expect(svg.components(separatedBy: "<polyline ").count == 2)
        #expect(svg.contains(">clean build</text>"))
        #expect(svg.contains("not drawn (no value at N₀):"))
        #expect(svg.contains(">check-architecture</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func loRecompiladoSonLosModulosQueSwiftPMNombraSinSusPlugins() {
        let output = """
            [1/1] Compiling plugin CheckArchitecturePlugin
            [4/9] Emitting module Torneo
            [5/9] Compiling Torneo Equipo.swift
            [6/9] Compiling Core_Tests Red.swift
            Build complete!
            """
        #expect(ScaleRun.recompiled(in: output) == ["Core_Tests", "Torneo"])
    }

    @Test func elTipoDeUnaFeatureRealDocumentaCadaSimboloPublico() {
        let lines = ScaleRun.realFeatureSource("Area006").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let declarations = lines.indices.filter { lines[$0].hasPrefix("public ") && !lines[$0].hasPrefix("public import") }
        #expect(declarations.count == 4)
        for at in declarations { #expect(lines[at - 1].hasPrefix("///"), "\(lines[at])") }
    }

    @Test func laCadenaMasLargaCuentaModulos() {
        let package = DescribedPackage(
            name: "P",
            targets: [
                DescribedTarget(name: "A", type: "test", path: "", sources: [], dependencies: ["B", "Fuera"]),
                DescribedTarget(name: "B", type: "library", path: "", sources: [], dependencies: ["C"]),
                DescribedTarget(name: "C", type: "library", path: "", sources: []),
            ])
        #expect(ScaleRun.longestChain(package) == 3)
    }
}
