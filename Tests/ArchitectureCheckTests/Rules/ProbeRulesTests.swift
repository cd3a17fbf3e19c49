import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("platform.unprobed: every SDK declaration the code uses has a signature probe")
struct ProbeRulesTests {
    static let declaradas = ["s:Text": "SwiftUI.Text", "s:padding": "SwiftUI.View.padding(_:_:)", "s:bold": "SwiftUI.Text.bold()"]

    static func lugar(_ ruta: String) -> SourceMap.Place {
        SourceMap.Place(target: "Partidos", kind: .feature, folder: "UI", path: ruta, absolute: "/r/" + ruta)
    }

    static func archivo(_ ruta: String, _ ocurrencias: IndexedOccurrence...) -> (place: SourceMap.Place, file: IndexedFile) {
        (
            lugar(ruta),
            IndexedFile(path: "/r/" + ruta, module: "Partidos", unitWritten: Date(), imports: ["SwiftUI"], occurrences: ocurrencias)
        )
    }

    static let sondas = [
        IndexedFile(
            path: "/r/Tooling/AppleSurface/Probes/Views.swift", module: "Probes", unitWritten: Date(), imports: ["SwiftUI"],
            occurrences: [.referencia("Text", linea: 4), .referencia("bold", linea: 5, implicita: true), .definicion("bold", linea: 6)])
    ]

    @Test func unaDeclaracionSinSondaSeDiceUnaVezEnSuPrimerUso() {
        let reglas = ProbeRules(declared: Self.declaradas, probed: ProbeRules.referenced(in: Self.sondas))
        let hallazgos = reglas.violations([
            Self.archivo("Modules/Partidos/UI/B.swift", .referencia("padding", linea: 2), .referencia("bold", linea: 3)),
            Self.archivo("Modules/Partidos/UI/A.swift", .referencia("padding", linea: 9, columna: 4), .referencia("padding", linea: 7)),
        ])
        #expect(hallazgos.map(\.location) == ["Modules/Partidos/UI/A.swift:7:1", "Modules/Partidos/UI/B.swift:3:1"])
        #expect(hallazgos.map(\.rule) == [.platformUnprobed, .platformUnprobed])
        #expect(hallazgos.map(\.subject) == ["SwiftUI.View.padding(_:_:)", "SwiftUI.Text.bold()"])
        #expect(hallazgos.first?.message == "SwiftUI.View.padding(_:_:) is used here, and no signature probe pins it to the SDK")
    }

    @Test func loSondeadoLoAjenoALaSuperficieYLoImplicitoNoSeDicen() {
        let reglas = ProbeRules(declared: Self.declaradas, probed: ProbeRules.referenced(in: Self.sondas))
        #expect(ProbeRules.referenced(in: Self.sondas) == ["s:Text"])
        let hallazgos = reglas.violations([
            Self.archivo(
                "Modules/Partidos/UI/A.swift", .referencia("Text", linea: 1), .referencia("Partido", linea: 2),
                .referencia("padding", linea: 3, implicita: true), .definicion("padding", linea: 4))
        ])
        #expect(hallazgos == [])
    }

    @Test func losNombresSonLosDeLaPaginaDelSDK() throws {
        let carpeta = scratchFolder("grafos")
        try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: carpeta) }
        let grafo = """
            {"module": {"name": "SwiftUI"}, "relationships": [], "symbols": [
              {"kind": {"identifier": "swift.init"}, "identifier": {"precise": "s:TextInit"}, "pathComponents": ["Text", "init(_:)"],
               "availability": [{"domain": "iOS", "introduced": {"major": 13}}, {"domain": "macOS", "introduced": {"major": 10, "minor": 15}}]}
            ]}
            """
        try Data(grafo.utf8).write(to: carpeta.appendingPathComponent("SwiftUI.symbols.json"))
        let superficie = try SurfaceSymbols.load(from: carpeta)
        #expect(superficie.names == ["s:TextInit": "SwiftUI.Text.init(_:)"])
        #expect(superficie.introduced["s:TextInit"]?["macos"]?.description == "10.15")
    }
}
