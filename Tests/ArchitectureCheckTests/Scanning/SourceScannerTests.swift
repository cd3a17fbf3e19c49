import ArchitectureCheck
import Testing

@Suite("What a file declares, imports and uses")
struct SourceScannerTests {
    @Test func registraLosTiposDeclaradosConSuCalificacion() {
        let facts = SourceScanner.scan(
            """
            public struct A { enum B {} }
            extension A { public typealias C = Int }
            public extension A { struct D {} }
            final class E {}
            actor F {}
            protocol G { associatedtype H }
            class func nada() {}

            """)
        // `class func nada()` at the top level is indexed too: a function is found by name like a type.
        #expect(facts.declarations.map(\.name) == ["A", "A.B", "A.C", "A.D", "E", "F", "G", "nada"])
        #expect(facts.declarations.map(\.visibility) == [.exported, .module, .exported, .exported, .module, .module, .module, .module])
        #expect(facts.declaredNames.isSuperset(of: ["A", "B", "C", "D", "E", "F", "G", "H"]))
    }

    @Test func losTiposPrivadosYLocalesNoSeIndexan() {
        let facts = SourceScanner.scan("private struct P {}\nfunc f() { struct L {} }\n")
        #expect(facts.declarations.map(\.name) == ["f"])
        #expect(facts.declaredNames == ["P", "L"])
    }

    @Test func lasReferenciasSonNombresConMayusculaQueNoSonMiembros() {
        let facts = SourceScanner.scan("let x: Partido.Resumen = valor.Propiedad\n@Dependencia var y: [Gol]\n")
        #expect(facts.references.map(\.path) == [["Partido", "Resumen"], ["Dependencia"], ["Gol"]])
    }

    @Test func losParametrosGenericosSonNombresLocales() {
        let facts = SourceScanner.scan("func f<Estado, Otro: P>(_ e: Estado) {}\nstruct S<Valor> {}\n")
        #expect(facts.declaredNames.isSuperset(of: ["Estado", "Otro", "Valor"]))
    }

    @Test func losImportsGuardanSusAtributos() {
        let facts = SourceScanner.scan("@testable import A\n@_exported import B\nimport func C.d\n")
        #expect(
            facts.imports == [
                ImportFact(module: "A", line: 1, column: 11, isTestable: true),
                ImportFact(module: "B", line: 2, column: 12, isExported: true),
                ImportFact(module: "C", line: 3, column: 1),
            ])
    }

    @Test func unaLlamadaAUnaFuncionSeRegistraSalvoQueElArchivoDeclareElNombre() {
        let facts = SourceScanner.scan(
            """
            func usa(local: Int) {
                cargar()
                local(1)
                let variable = 1
                variable()
                metodo()
                x.miembro()
                [1].map { cerrado in cerrado() }
            }
            struct T { func metodo() {} }
            """)
        #expect(facts.references.map(\.path) == [["Int"], ["cargar"]])
    }
}
