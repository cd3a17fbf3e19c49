import Foundation
import Testing

@testable import ArchitectureCheck

/// Which public symbols of a symbol graph count as undocumented: those declared under a feature's
/// `Domain/` without a doc comment written at their own declaration.
@Suite("Undocumented Domain symbols")
struct UndocumentedDomainTests {
    static let root = URL(fileURLWithPath: "/repo", isDirectory: true)
    static let domain = "file:///repo/Modules/Partidos/Domain/PartidosDeMuestra.swift"

    /// One symbol as swift-symbolgraph-extract writes it; `comment` is (uri, text) or nil.
    static func symbol(_ name: String, uri: String? = domain, line: Int = 9, comment: (String?, String)? = nil) -> String {
        let location = uri.map { #", "location": {"uri": "\#($0)", "position": {"line": \#(line), "character": 4}}"# } ?? ""
        let doc =
            comment.map { uri, text in
                #", "docComment": {\#(uri.map { #""uri": "\#($0)", "# } ?? "")"lines": [{"text": "\#(text)"}]}"#
            } ?? ""
        let path = name.split(separator: ".").map { "\"\($0)\"" }.joined(separator: ", ")
        return
            #"{"kind": {"identifier": "swift.property", "displayName": "Instance Property"}, "identifier": {"precise": "s:\#(name)"}, "pathComponents": [\#(path)]\#(location)\#(doc)}"#
    }

    static func findings(_ symbols: String...) throws -> [UndocumentedDomain.Finding] {
        let json = #"{"module": {"name": "Partidos"}, "symbols": [\#(symbols.joined(separator: ", "))], "relationships": []}"#
        let graph = try SymbolGraph.decode(Data(json.utf8), path: "test.symbols.json")
        return UndocumentedDomain.findings(in: [graph, graph], feature: "Partidos", root: root)
    }

    @Test func unSimboloDelDominioSinComentarioSeNombraEnSuLineaContandoDesdeUno() throws {
        let found = try Self.findings(Self.symbol("PartidosDeMuestra.torneo"))
        #expect(
            found == [
                .init(path: "Modules/Partidos/Domain/PartidosDeMuestra.swift", line: 10, what: "instance property PartidosDeMuestra.torneo")
            ])
        #expect(
            found.first?.message
                == "Modules/Partidos/Domain/PartidosDeMuestra.swift:10: error: public instance property PartidosDeMuestra.torneo in a feature's Domain has no doc comment (///)"
        )
    }

    @Test func suPropioComentarioLoDocumenta() throws {
        #expect(try Self.findings(Self.symbol("PartidosDeMuestra.torneo", comment: (Self.domain, "The tournament in memory."))) == [])
    }

    @Test func unComentarioHeredadoDeUnProtocoloODeLaBibliotecaEstandarNoCuenta() throws {
        let protocolo = "file:///repo/Modules/Partidos/Domain/PartidosRepositorio.swift"
        let found = try Self.findings(
            Self.symbol("PartidosDeMuestra.aviso", comment: (protocolo, "Why the last change could not be saved.")),
            Self.symbol("PartidoDeLista.id", comment: (nil, "The stable identity of the entity.")))
        #expect(found.map(\.what) == ["instance property PartidoDeLista.id", "instance property PartidosDeMuestra.aviso"])
    }

    @Test func unComentarioVacioNoCuenta() throws {
        #expect(try Self.findings(Self.symbol("PartidosDeMuestra.torneo", comment: (Self.domain, "   "))).count == 1)
    }

    @Test func otrasCapasOtrosModulosYLoSintetizadoNoSePreguntan() throws {
        let found = try Self.findings(
            Self.symbol("RepositorioDePartidos.torneo", uri: "file:///repo/Modules/Partidos/Data/RepositorioDePartidos.swift"),
            Self.symbol("ErrorDeRed.sinConexion", uri: "file:///repo/Modules/Core/Domain/ErrorDeRed.swift"),
            Self.symbol("MinutoEnJuego.!=(_:_:)", uri: nil))
        #expect(found == [])
    }

    @Test func unaRutaFueraDeLaRaizQuedaEntera() {
        #expect(
            relativePath("file:///elsewhere/Modules/A/Domain/X.swift", to: Self.root)
                == "/elsewhere/Modules/A/Domain/X.swift")
        #expect(relativePath("file:///repo/Modules/A/Domain/X%20Y.swift", to: Self.root) == "Modules/A/Domain/X Y.swift")
    }
}
