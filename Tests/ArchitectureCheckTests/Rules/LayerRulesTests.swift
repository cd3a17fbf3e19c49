import Foundation
import Testing

@testable import ArchitectureCheck

/// The layer rules on occurrences written in the test, as the compiler's index records them.
@Suite("Layers inside a target")
struct LayerRulesTests {
    static let marcadorData = "Modules/Marcador/Data/RepositorioDeMarcador.swift"
    static let domain = "Modules/Marcador/Domain/Caso.swift"
    static let ui = "Modules/Marcador/UI/Vista.swift"
    static let repositorio = IndexedOccurrence.definicion("RepositorioDeMarcador", columna: 20, tipo: 7)

    /// A fixture with a file at each of `occurrences`' paths.
    static func fixture(_ occurrences: [String: [IndexedOccurrence]]) throws -> Fixture {
        try Fixture(occurrences.mapValues { _ in "" })
    }

    static func hallazgos(_ occurrences: [String: [IndexedOccurrence]], _ rule: Rule? = nil) throws -> [String] {
        let fixture = try fixture(occurrences)
        defer { fixture.remove() }
        return try fixture.check(occurrences).errors.filter { rule == nil || $0.rule == rule }.map {
            "\($0.rule.rawValue) \($0.location) \($0.subject)"
        }
    }

    @Test func domainQueUsaSuDataSeDenunciaConSuPosicionYSuDeclaracion() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            Self.domain: [.definicion("RegistrarGol"), .referencia("RepositorioDeMarcador", linea: 2, columna: 22)],
        ]
        let fixture = try Self.fixture(occurrences)
        defer { fixture.remove() }
        let found = try fixture.errors(.layerOwnFeature, occurrences)
        #expect(found.map(\.location) == ["Modules/Marcador/Domain/Caso.swift:2:22"])
        #expect(found.map(\.subject) == ["RepositorioDeMarcador in Marcador/Data"])
        #expect(
            found.map(\.message) == [
                "Marcador/Domain uses RepositorioDeMarcador, declared in Marcador/Data (Modules/Marcador/Data/RepositorioDeMarcador.swift:1)"
            ])
        #expect(found.map(\.fix) == ["depend on a Domain protocol that RepositorioDeMarcador implements and let the app inject it"])
    }

    @Test func uiQueUsaSuDataYDomainQueUsaSuUISeDenuncian() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            Self.ui: [.definicion("MarcadorUiState", tipo: 5), .referencia("RepositorioDeMarcador", linea: 2, columna: 18)],
            Self.domain: [.referencia("MarcadorUiState", linea: 3, columna: 30)],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.own-feature Modules/Marcador/Domain/Caso.swift:3:30 MarcadorUiState in Marcador/UI",
                "layer.own-feature Modules/Marcador/UI/Vista.swift:2:18 RepositorioDeMarcador in Marcador/Data",
            ])
    }

    @Test func dataYUIPuedenUsarSuDomainYDataElSuyo() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.domain: [.definicion("MarcadorRepositorio", tipo: 8)],
            Self.marcadorData: [Self.repositorio, .referencia("MarcadorRepositorio", linea: 1, columna: 40)],
            "Modules/Marcador/Data/Otro.swift": [.referencia("RepositorioDeMarcador", linea: 1)],
            Self.ui: [.referencia("MarcadorRepositorio", linea: 1)],
        ]
        #expect(try Self.hallazgos(occurrences) == [])
    }

    @Test func deOtraFeatureSoloSuDomain() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            "Modules/Partidos/UI/PantallaDePartidos.swift": [.definicion("PantallaDePartidos")],
            "Modules/Partidos/Data/RepositorioDePartidos.swift": [.definicion("RepositorioDePartidos", tipo: 7)],
            "Modules/Partidos/Domain/PartidoDeLista.swift": [.definicion("PartidoDeLista")],
            "Modules/Marcador/UI/Pantalla.swift": [
                .modulo("Partidos", linea: 1), .referencia("PartidoDeLista", linea: 4, columna: 16),
                .referencia("PantallaDePartidos", linea: 5, columna: 15), .referencia("RepositorioDePartidos", linea: 6, columna: 31),
            ],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.other-feature Modules/Marcador/UI/Pantalla.swift:5:15 PantallaDePartidos in Partidos/UI",
                "layer.other-feature Modules/Marcador/UI/Pantalla.swift:6:31 RepositorioDePartidos in Partidos/Data",
            ])
    }

    @Test func soloDataUsaNetworkYStorageDeCore() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            "Modules/Core/Storage/AlmacenJSON.swift": [.definicion("AlmacenJSON")],
            "Modules/Core/Logging/Registro.swift": [.definicion("Registro")],
            Self.domain: [.referencia("AlmacenJSON", linea: 2, columna: 28), .referencia("Registro", linea: 2, columna: 50)],
            "Modules/Marcador/Data/Almacen.swift": [.referencia("AlmacenJSON", linea: 2, columna: 31)],
        ]
        #expect(
            try Self.hallazgos(occurrences) == ["layer.restricted-core Modules/Marcador/Domain/Caso.swift:2:28 AlmacenJSON in Core/Storage"]
        )
    }

    /// What the compiler resolves and no spelling shows: a member declared in Data, reached through a
    /// value of a Domain type, a function and a property of Data.
    @Test func cadaReferenciaCuentaNoSoloLosTipos() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.domain: [.definicion("Gol")],
            Self.marcadorData: [.definicion("cache", linea: 3, tipo: 19), .definicion("cargar()", linea: 5, tipo: 12)],
            Self.ui: [
                .referencia("Gol", linea: 1), .referencia("cache", linea: 2, columna: 9), .referencia("cargar()", linea: 3, columna: 5),
            ],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.own-feature Modules/Marcador/UI/Vista.swift:2:9 cache in Marcador/Data",
                "layer.own-feature Modules/Marcador/UI/Vista.swift:3:5 cargar() in Marcador/Data",
            ])
    }

    @Test func unTipoYSuInicializadorEnElMismoSitioSonUnSoloHallazgo() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio, .definicion("init()", linea: 2, tipo: 22)],
            Self.ui: [.referencia("RepositorioDeMarcador", linea: 1, columna: 9), .referencia("init()", linea: 1, columna: 9)],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.own-feature Modules/Marcador/UI/Vista.swift:1:9 RepositorioDeMarcador in Marcador/Data"
            ])
    }

    @Test func cadaUsoSeDenunciaEnSuSitio() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            Self.domain: [
                .referencia("RepositorioDeMarcador", linea: 2, columna: 12), .referencia("RepositorioDeMarcador", linea: 3, columna: 12),
            ],
        ]
        #expect(try Self.hallazgos(occurrences, .layerOwnFeature).count == 2)
    }

    /// `typealias Atajo = RepositorioDeMarcador` in Domain: the alias itself breaks the rule, and a use
    /// of it is a use of what it names.
    @Test func unAliasSeSigueHastaLoQueNombra() throws {
        let atajos = "Modules/Marcador/Domain/Atajos.swift"
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            atajos: [
                .definicion("Atajo", columna: 11, tipo: IndexedOccurrence.typealiasKind),
                .referencia("RepositorioDeMarcador", linea: 1, columna: 19),
            ],
            Self.ui: [.referencia("Atajo", linea: 1, columna: 8)],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.own-feature Modules/Marcador/Domain/Atajos.swift:1:19 RepositorioDeMarcador in Marcador/Data",
                "layer.own-feature Modules/Marcador/UI/Vista.swift:1:8 Atajo, an alias of RepositorioDeMarcador in Marcador/Data",
            ])
    }

    @Test func unaReferenciaImplicitaEsDelCompiladorNoDelCodigo() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio], Self.domain: [.referencia("RepositorioDeMarcador", linea: 1, implicita: true)],
        ]
        #expect(try Self.hallazgos(occurrences) == [])
    }

    @Test func elAppYLosTestsPuedenNombrarTiposDeData() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            "Apps/App/Contenedor+Marcador.swift": [.modulo("Marcador", linea: 1), .referencia("RepositorioDeMarcador", linea: 2)],
            "Tests/MarcadorTests/Data/RepositorioTests.swift": [
                .modulo("Marcador", linea: 1), .referencia("RepositorioDeMarcador", linea: 2),
            ],
        ]
        #expect(try Self.hallazgos(occurrences) == [])
    }

    @Test func unArchivoFueraDeLasCarpetasSeDenunciaSiDeclaraOUsaAlgo() throws {
        let occurrences: [String: [IndexedOccurrence]] = [
            Self.marcadorData: [Self.repositorio],
            "Modules/Marcador/Ayudas/Formato.swift": [.definicion("Formato", linea: 2)],
            "Modules/Marcador/Suelto.swift": [.referencia("RepositorioDeMarcador", linea: 3)],
            "Modules/Core/Suelto.swift": [.modulo("Foundation", linea: 1)],
        ]
        #expect(
            try Self.hallazgos(occurrences) == [
                "layer.outside-folders Modules/Marcador/Ayudas/Formato.swift:2 Formato",
                "layer.outside-folders Modules/Marcador/Suelto.swift:3 Suelto.swift",
            ])
    }

    @Test func unArchivoQueYaNoEstaEnElPaqueteNoCuenta() throws {
        let fixture = try Self.fixture([Self.marcadorData: [Self.repositorio]])
        defer { fixture.remove() }
        let borrado = IndexedFile(
            path: fixture.root.appendingPathComponent("Modules/Marcador/UI/Borrado.swift").path, module: "Marcador",
            unitWritten: .distantPast,
            imports: [], occurrences: [.referencia("RepositorioDeMarcador", linea: 1)])
        let index = fixture.index([Self.marcadorData: [Self.repositorio]]) + [borrado]
        #expect(try ArchitectureChecker(policy: fixture.policy, package: fixture.package, root: fixture.root).check(index).errors == [])
    }
}
