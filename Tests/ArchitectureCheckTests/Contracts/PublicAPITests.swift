import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("A module's public API as a contract")
struct PublicAPITests {
    typealias Fragment = SymbolGraph.Symbol.Fragment

    @Test func laDeclaracionDejaFueraLosNombresInternos() {
        let fragments = [
            Fragment(kind: "keyword", spelling: "func"), Fragment(kind: "text", spelling: " "),
            Fragment(kind: "identifier", spelling: "esperar"), Fragment(kind: "text", spelling: "("),
            Fragment(kind: "externalParam", spelling: "hasta"), Fragment(kind: "text", spelling: " "),
            Fragment(kind: "internalParam", spelling: "limite"), Fragment(kind: "text", spelling: ": "),
            Fragment(kind: "typeIdentifier", spelling: "Instante"), Fragment(kind: "text", spelling: ", "),
            Fragment(kind: "externalParam", spelling: "_"), Fragment(kind: "text", spelling: " "),
            Fragment(kind: "internalParam", spelling: "motivo"), Fragment(kind: "text", spelling: ": "),
            Fragment(kind: "typeIdentifier", spelling: "String"), Fragment(kind: "text", spelling: " = \"\") "),
            Fragment(kind: "keyword", spelling: "async"),
        ]
        #expect(PublicAPI.declaration(fragments) == "func esperar(hasta: Instante, _: String = \"\") async")
    }

    /// A protocol with a requirement and a defaulted one, a type that conforms, and a member added
    /// to another module's type: each is a line, named as code names it.
    @Test func losGrafosDanUnaLineaPorDeclaracionYPorConformidad() throws {
        let propio = try SymbolGraph.decode(Data(Self.grafoPropio.utf8), path: "Partidos.symbols.json")
        let deOtroModulo = try SymbolGraph.decode(Data(Self.grafoDeExtension.utf8), path: "Partidos@Torneo.symbols.json")
        let api = PublicAPI(graphs: [propio, deOtroModulo])
        #expect(
            api.declarations.sorted().map(\.line) == [
                "Lista | struct Lista",
                "Lista: Repositorio | conformance",
                "Repositorio | protocol Repositorio",
                "Repositorio.borrar() | func borrar() [requirement, has default]",
                "Repositorio.partidos | var partidos: [Int] { get } [requirement]",
                "Torneo.Torneo.filas | var filas: [Int] { get }",
            ])
        #expect(PublicAPI(contract: api.contract(module: "Partidos")) == api)
    }

    @Test func unContratoIgnoraComentariosYLineasSinSeparador() {
        let api = PublicAPI(contract: "# comment\n\nLista | struct Lista\nnot a declaration\n")
        #expect(api.declarations == [.init(name: "Lista", text: "struct Lista")])
    }

    static let grafoPropio = """
        {"module": {"name": "Partidos"}, "symbols": [
          {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "p"}, "pathComponents": ["Repositorio"],
           "declarationFragments": [{"kind": "keyword", "spelling": "protocol"}, {"kind": "text", "spelling": " "},
             {"kind": "identifier", "spelling": "Repositorio"}]},
          {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "p.partidos"}, "pathComponents": ["Repositorio", "partidos"],
           "declarationFragments": [{"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " partidos: [Int] { get }"}]},
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "p.borrar"}, "pathComponents": ["Repositorio", "borrar()"],
           "declarationFragments": [{"kind": "keyword", "spelling": "func"}, {"kind": "text", "spelling": " borrar()"}]},
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "p.borrar.default"}, "pathComponents": ["Repositorio", "borrar()"]},
          {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s"}, "pathComponents": ["Lista"],
           "declarationFragments": [{"kind": "keyword", "spelling": "struct"}, {"kind": "text", "spelling": " Lista"}]}
        ], "relationships": [
          {"kind": "requirementOf", "source": "p.partidos", "target": "p"},
          {"kind": "requirementOf", "source": "p.borrar", "target": "p"},
          {"kind": "defaultImplementationOf", "source": "p.borrar.default", "target": "p.borrar"},
          {"kind": "conformsTo", "source": "s", "target": "p"},
          {"kind": "conformsTo", "source": "s", "target": "s:s16SendableMetatypeP", "targetFallback": "Swift.SendableMetatype"}
        ]}
        """

    static let grafoDeExtension = """
        {"module": {"name": "Partidos"}, "symbols": [
          {"kind": {"identifier": "swift.extension"}, "identifier": {"precise": "e"}, "pathComponents": ["Torneo"],
           "swiftExtension": {"extendedModule": "Torneo"},
           "declarationFragments": [{"kind": "keyword", "spelling": "extension"}, {"kind": "text", "spelling": " Torneo"}]},
          {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "e.filas"}, "pathComponents": ["Torneo", "filas"],
           "swiftExtension": {"extendedModule": "Torneo"},
           "declarationFragments": [{"kind": "keyword", "spelling": "var"}, {"kind": "text", "spelling": " filas: [Int] { get }"}]}
        ], "relationships": [{"kind": "memberOf", "source": "e.filas", "target": "e"}]}
        """
}
