import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("platform.availability: nothing newer than the deployment target")
struct AvailabilityRulesTests {
    typealias Release = AvailabilityRules.Release

    @Test func lasVersionesSeComparanParteAParte() {
        #expect(Release("18.0") < Release("26.0"))
        #expect(Release("10.15") < Release("11"))
        #expect(!(Release("18") < Release("18.0.0")))
        #expect(Release("17.4") < Release("18.0"))
        #expect(Release(SymbolGraph.Availability.Version(major: 26, minor: 0, patch: nil)).description == "26.0")
    }

    static let reglas = AvailabilityRules(
        introduced: ["s:glassEffect": ["ios": Release("26.0"), "macos": Release("26.0")], "s:Text": ["ios": Release("13.0")]],
        targets: ["ios": "18.0", "macos": "15.0"])
    static let lugar = SourceMap.Place(
        target: "Partidos", kind: .feature, folder: "UI", path: "Modules/Partidos/UI/Lista.swift",
        absolute: "/r/Modules/Partidos/UI/Lista.swift")

    func archivo(_ ocurrencias: IndexedOccurrence...) -> [(place: SourceMap.Place, file: IndexedFile)] {
        [
            (
                Self.lugar,
                IndexedFile(
                    path: Self.lugar.absolute, module: "Partidos", unitWritten: Date(), imports: ["SwiftUI"], occurrences: ocurrencias)
            )
        ]
    }

    @Test func unUsoMasNuevoQueElDespliegueSeDiceDondeEstaYParaCadaPlataforma() {
        let hallazgos = Self.reglas.violations(archivo(.referencia("Text", linea: 3), .referencia("glassEffect", linea: 9, columna: 14)))
        #expect(hallazgos.map(\.location) == ["Modules/Partidos/UI/Lista.swift:9:14", "Modules/Partidos/UI/Lista.swift:9:14"])
        #expect(hallazgos.map(\.rule) == [.platformAvailability, .platformAvailability])
        #expect(hallazgos.first?.message == "glassEffect needs iOS 26.0; the package deploys to iOS 18.0")
        #expect(hallazgos.last?.message == "glassEffect needs macOS 26.0; the package deploys to macOS 15.0")
    }

    @Test func loQueElDespliegueTieneYLoImplicitoNoSeDicen() {
        #expect(Self.reglas.violations(archivo(.referencia("Text", linea: 3), .referencia("glassEffect", linea: 4, implicita: true))) == [])
        let sinMacOS = AvailabilityRules(introduced: Self.reglas.introduced, targets: ["ios": "26.0"])
        #expect(sinMacOS.violations(archivo(.referencia("glassEffect", linea: 4))) == [])
    }

    @Test func sinGrafosEnLaCarpetaNoHayComprobacion() {
        let vacia = scratchFolder("sin-grafos")
        #expect(throws: CheckError.self) { try SurfaceSymbols.load(from: vacia) }
    }
}
