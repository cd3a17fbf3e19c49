import Foundation
import Testing

@testable import ArchitectureCheck

/// A feature is its own files: the App and its shells name a feature only in its wiring file, or in
/// a shared file the policy lists for it with why.
@Suite("A feature only in its wiring file")
struct WiringRulesTests {
    static let vista = "Modules/Marcador/UI/Vista.swift"
    static let cronica = "Modules/Cronica/UI/PantallaDeCronica.swift"
    static let definiciones: [String: [IndexedOccurrence]] = [
        vista: [.definicion("VistaDelMarcador", tipo: 6)], cronica: [.definicion("PantallaDeCronica", tipo: 6)],
    ]

    static func hallazgos(_ usos: [String: [IndexedOccurrence]], policy: Policy = Fixture.defaultPolicy) throws -> [String] {
        let occurrences = definiciones.merging(usos) { $1 }
        let fixture = try Fixture(occurrences.mapValues { _ in "" }, policy: policy)
        defer { fixture.remove() }
        return try fixture.check(occurrences).errors.filter { $0.rule == .appFeatureOutsideWiring }.map {
            "\($0.location) \($0.subject)"
        }
    }

    @Test func unImportDeUnaFeatureEnElEjecutableSeDenunciaEnSuLinea() throws {
        let usos: [String: [IndexedOccurrence]] = ["Apps/Demo/Interactivo.swift": [.modulo("Marcador", linea: 2)]]
        #expect(try Self.hallazgos(usos) == ["Apps/Demo/Interactivo.swift:2:8 Marcador in Demo"])
    }

    @Test func unTipoDeUnaFeatureEnLaRaizSeDenunciaEnSuLinea() throws {
        // A `Destino`-style case whose screen is a feature's view, in the app's root.
        let usos: [String: [IndexedOccurrence]] = [
            "Apps/App/Vistas/Raiz.swift": [.modulo("Marcador", linea: 1), .referencia("VistaDelMarcador", linea: 9, columna: 31)]
        ]
        #expect(
            try Self.hallazgos(usos) == [
                "Apps/App/Vistas/Raiz.swift:1:8 Marcador in App", "Apps/App/Vistas/Raiz.swift:9:31 Marcador in App",
            ])
    }

    @Test func enSuArchivoDeCableadoLaFeatureSePuedeNombrar() throws {
        let usos: [String: [IndexedOccurrence]] = [
            "Apps/App/Funcionalidades/Contenedor+Marcador.swift": [
                .modulo("Marcador", linea: 1), .referencia("VistaDelMarcador", linea: 5),
            ]
        ]
        #expect(try Self.hallazgos(usos) == [])
    }

    @Test func elArchivoDeCableadoDeUnaFeatureNoPuedeNombrarOtra() throws {
        let usos: [String: [IndexedOccurrence]] = [
            "Apps/App/Funcionalidades/Contenedor+Marcador.swift": [.referencia("PantallaDeCronica", linea: 7, columna: 5)]
        ]
        #expect(try Self.hallazgos(usos) == ["Apps/App/Funcionalidades/Contenedor+Marcador.swift:7:5 Cronica in App"])
    }

    @Test func unArchivoCompartidoDeLaPoliticaSoloPuedeNombrarSusFeatures() throws {
        var policy = Fixture.defaultPolicy
        policy.sharedAppFiles = [SharedAppFile(file: "Apps/App/Contenedor.swift", features: ["Marcador"], why: "the match in play")]
        let usos: [String: [IndexedOccurrence]] = [
            "Apps/App/Contenedor.swift": [.referencia("VistaDelMarcador", linea: 3), .referencia("PantallaDeCronica", linea: 4)]
        ]
        #expect(try Self.hallazgos(usos, policy: policy) == ["Apps/App/Contenedor.swift:4:1 Cronica in App"])
    }

    @Test func unaExcepcionSinPorQueNoEsUnaPoliticaValida() throws {
        var policy = Fixture.defaultPolicy
        policy.sharedAppFiles = [SharedAppFile(file: "Apps/App/Contenedor.swift", features: ["Marcador"], why: " ")]
        #expect(throws: CheckError.self) { try Self.hallazgos([:], policy: policy) }
    }
}
