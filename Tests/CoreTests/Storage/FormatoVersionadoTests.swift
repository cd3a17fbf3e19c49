import Core
import Foundation
import Testing

@Suite("FormatoVersionado")
struct FormatoVersionadoTests {
    struct Arbitros: Codable, Equatable {
        let nombres: [String]
    }

    private func datos(_ texto: String) -> Data {
        Data(texto.utf8)
    }

    @Test func loQueSeCodificaSeDecodificaIgual() throws {
        let arbitros = Arbitros(nombres: ["Leanne Graham", "Ervin Howell"])

        let datos = try FormatoVersionado.codificar(arbitros, version: 2)

        #expect(try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 2) == arbitros)
    }

    @Test func escribeJSONLegibleConLasClavesOrdenadas() throws {
        let datos = try FormatoVersionado.codificar(Arbitros(nombres: ["Ana"]), version: 1)

        #expect(
            String(decoding: datos, as: UTF8.self) == """
                {
                  "contenido" : {
                    "nombres" : [
                      "Ana"
                    ]
                  },
                  "version" : 1
                }
                """
        )
    }

    @Test func aceptaUnaVersionAnterior() throws {
        let datos = datos(#"{"version": 1, "contenido": {"nombres": ["Ana"]}}"#)

        #expect(try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 2) == Arbitros(nombres: ["Ana"]))
    }

    @Test func rechazaUnaVersionMasNueva() {
        let datos = datos(#"{"version": 3, "contenido": {"nombres": ["Ana"]}}"#)

        #expect(throws: ErrorDeFormato.versionMasNueva(encontrada: 3, soportada: 2)) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 2)
        }
    }

    @Test func unaVersionMasNuevaSeRechazaAunqueSuContenidoNoSeEntienda() {
        let datos = datos(#"{"version": 3, "contenido": {"arbitros": [{"id": 1}]}}"#)

        #expect(throws: ErrorDeFormato.versionMasNueva(encontrada: 3, soportada: 2)) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 2)
        }
    }

    @Test func sinVersionEsIlegible() {
        let datos = datos(#"{"contenido": {"nombres": ["Ana"]}}"#)

        #expect(throws: ErrorDeFormato.ilegible("falta el campo «version»")) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 1)
        }
    }

    @Test func unaVersionCeroEsIlegible() {
        let datos = datos(#"{"version": 0, "contenido": {"nombres": ["Ana"]}}"#)

        #expect(throws: ErrorDeFormato.ilegible("la versión 0 no existe")) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 1)
        }
    }

    @Test func unCampoQueFaltaSeNombraConSuRuta() {
        let datos = datos(#"{"version": 1, "contenido": {}}"#)

        #expect(throws: ErrorDeFormato.ilegible("falta el campo «contenido.nombres»")) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 1)
        }
    }

    @Test func unTipoEquivocadoSeNombraConSuRuta() {
        let datos = datos(#"{"version": 1, "contenido": {"nombres": ["Ana", 7]}}"#)

        #expect(throws: ErrorDeFormato.ilegible("«contenido.nombres[1]» no tiene el tipo esperado")) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos, versionMaxima: 1)
        }
    }

    @Test func loQueNoEsJSONEsIlegible() {
        #expect(throws: ErrorDeFormato.ilegible("no es JSON válido")) {
            try FormatoVersionado.decodificar(Arbitros.self, de: datos("version 1"), versionMaxima: 1)
        }
    }

    @Test(arguments: ["[1,2,3]", "null", "7"])
    func unArchivoQueNoEsUnObjetoLoDice(texto: String) {
        #expect(throws: ErrorDeFormato.ilegible("no es un objeto JSON con los campos version y contenido")) {
            try FormatoVersionado.decodificar([String].self, de: Data(texto.utf8), versionMaxima: 1)
        }
    }
}
