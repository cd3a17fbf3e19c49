import ArchitectureCheck
import Foundation
import Testing

/// The layer rules on the compiler's occurrences, on a made-up index: what each kind of reference
/// (a type, a function, an alias of a forbidden type, an implicit one) leads to.
@Suite struct IndexLayerRulesTests {
    static let root = URL(fileURLWithPath: "/repo")
    static let package = DescribedPackage(
        name: "Repo",
        targets: [
            DescribedTarget(
                name: "Arbitros", type: "library", path: "Modules/Arbitros",
                sources: ["UI/Vista.swift", "Data/Repo.swift", "Domain/Arbitro.swift", "Suelto.swift"]),
            DescribedTarget(
                name: "Partidos", type: "library", path: "Modules/Partidos", sources: ["UI/Lista.swift", "Domain/Partido.swift"]),
            DescribedTarget(
                name: "Core", type: "library", path: "Modules/Core", sources: ["Network/Servicio.swift", "Logging/Registro.swift"]),
        ])
    static let policy = Policy(targets: ["Arbitros": .feature, "Partidos": .feature, "Core": .core])

    static func definicion(_ usr: String, _ name: String, linea: Int = 3, tipo: Int32 = 6) -> IndexedOccurrence {
        IndexedOccurrence(usr: usr, name: name, kind: tipo, roles: IndexedOccurrence.definition, line: linea, column: 8)
    }

    static func referencia(_ usr: String, _ name: String, linea: Int, columna: Int = 5, implicita: Bool = false) -> IndexedOccurrence {
        IndexedOccurrence(
            usr: usr, name: name, kind: 6, roles: IndexedOccurrence.reference | (implicita ? IndexedOccurrence.implicit : 0), line: linea,
            column: columna)
    }

    static func archivo(_ path: String, _ occurrences: [IndexedOccurrence]) -> IndexedFile {
        IndexedFile(path: "/repo/" + path, module: "M", occurrences: occurrences)
    }

    static let declaraciones = [
        archivo(
            "Modules/Arbitros/Data/Repo.swift",
            [definicion("s:Repo", "RepositorioDeArbitros"), definicion("s:cargar", "cargar()", linea: 9, tipo: 12)]),
        archivo("Modules/Arbitros/Domain/Arbitro.swift", [definicion("s:Arbitro", "Arbitro")]),
        archivo("Modules/Partidos/UI/Lista.swift", [definicion("s:Lista", "ListaViewModel")]),
        archivo("Modules/Partidos/Domain/Partido.swift", [definicion("s:Partido", "Partido")]),
        archivo("Modules/Core/Network/Servicio.swift", [definicion("s:Servicio", "ServicioJSON")]),
        // `typealias Atajo = ServicioJSON`: declared where every layer may look, naming what only Data may use.
        archivo(
            "Modules/Core/Logging/Registro.swift",
            [
                definicion("s:Registro", "Registro"), definicion("s:Alias", "Atajo", linea: 7, tipo: IndexedOccurrence.typealiasKind),
                referencia("s:Servicio", "ServicioJSON", linea: 7, columna: 19),
            ]),
    ]

    func hallazgos(_ vista: [IndexedOccurrence]) -> [String] {
        IndexLayerRules(policy: Self.policy, package: Self.package, root: Self.root)
            .check(Self.declaraciones + [Self.archivo("Modules/Arbitros/UI/Vista.swift", vista)])
            .map { "\($0.rule.rawValue) \($0.line ?? 0):\($0.column ?? 0) \($0.subject)" }
    }

    @Test func loPermitidoNoSeSenala() {
        let vista = [
            Self.referencia("s:Arbitro", "Arbitro", linea: 1), Self.referencia("s:Partido", "Partido", linea: 2),
            Self.referencia("s:Registro", "Registro", linea: 3), Self.referencia("s:Swift.Int", "Int", linea: 4),
        ]
        #expect(hallazgos(vista) == [])
    }

    @Test func unTipoYUnaFuncionDeDataDesdeUISeSenalan() {
        let vista = [
            Self.referencia("s:Repo", "RepositorioDeArbitros", linea: 1), Self.referencia("s:cargar", "cargar()", linea: 2, columna: 9),
        ]
        #expect(
            hallazgos(vista) == [
                "layer.own-feature 1:5 RepositorioDeArbitros in Arbitros/Data", "layer.own-feature 2:9 cargar() in Arbitros/Data",
            ])
    }

    @Test func unAliasPermitidoDeUnTipoProhibidoSeSigueHastaEl() {
        #expect(
            hallazgos([Self.referencia("s:Alias", "Atajo", linea: 4)]) == [
                "layer.restricted-core 4:5 Atajo, an alias of ServicioJSON in Core/Network"
            ])
    }

    @Test func laUIDeOtraFuncionalidadYLaRedDeCoreSeSenalan() {
        let vista = [Self.referencia("s:Lista", "ListaViewModel", linea: 1), Self.referencia("s:Servicio", "ServicioJSON", linea: 2)]
        #expect(
            hallazgos(vista) == [
                "layer.other-feature 1:5 ListaViewModel in Partidos/UI", "layer.restricted-core 2:5 ServicioJSON in Core/Network",
            ])
    }

    @Test func unaReferenciaImplicitaEsDelCompiladorNoDelCodigo() {
        #expect(hallazgos([Self.referencia("s:Repo", "RepositorioDeArbitros", linea: 1, implicita: true)]) == [])
    }

    @Test func unArchivoQueYaNoEstaEnElPaqueteNoCuenta() {
        let borrado = Self.archivo("Modules/Arbitros/UI/Borrado.swift", [Self.referencia("s:Repo", "RepositorioDeArbitros", linea: 1)])
        #expect(IndexLayerRules(policy: Self.policy, package: Self.package, root: Self.root).check(Self.declaraciones + [borrado]) == [])
    }
}

@Suite struct IndexDifferentialTests {
    static func hallazgo(_ rule: Rule, linea: Int, columna: Int, subject: String) -> Violation {
        Violation(
            rule: rule, file: "Modules/A/UI/V.swift", line: linea, column: columna, subject: subject, message: "m", reason: "r", fix: "f")
    }

    @Test func loQueAmbosVenNoEsDesacuerdo() {
        let lexico = [Self.hallazgo(.layerOwnFeature, linea: 3, columna: 5, subject: "Repo.self in A/Data")]
        let indice = [Self.hallazgo(.layerOwnFeature, linea: 3, columna: 5, subject: "Repo in A/Data")]
        #expect(IndexDifferential.disagreements(lexical: lexico, index: indice, indexedLines: ["Modules/A/UI/V.swift:3"]) == [])
    }

    @Test func loQueSoloVeUnoEsDesacuerdoSiElIndiceVioEsaLinea() {
        let lexico = [
            Self.hallazgo(.layerOwnFeature, linea: 3, columna: 5, subject: "Repo in A/Data"),
            // An inactive branch on the platform that built the index: nothing to compare.
            Self.hallazgo(.layerOwnFeature, linea: 9, columna: 5, subject: "Vista in A/UI"),
        ]
        let indice = [Self.hallazgo(.layerOwnFeature, linea: 4, columna: 7, subject: "cargar() in A/Data")]
        let desacuerdos = IndexDifferential.disagreements(
            lexical: lexico, index: indice, indexedLines: ["Modules/A/UI/V.swift:3", "Modules/A/UI/V.swift:4"])
        #expect(desacuerdos.map { "\($0.rule.rawValue) \($0.line ?? 0)" } == ["index.disagreement 3", "index.disagreement 4"])
    }
}
