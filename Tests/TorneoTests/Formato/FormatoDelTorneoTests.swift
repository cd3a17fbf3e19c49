import Foundation
import Testing
import Torneo

@Suite struct FormatoDelTorneoTests {
    private func copa() throws -> Torneo {
        try Torneo(
            nombre: "Copa Barrio", equipos: Ejemplo.equipos,
            partidos: [Ejemplo.rayoContraToros, try Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas)])
    }

    private func json(_ texto: String) -> Data { Data(texto.utf8) }

    @Test func elEjemploVaYVuelveIgual() throws {
        let original = try copa()
        let leido = try FormatoDelTorneo.decodificar(FormatoDelTorneo.codificar(original))
        #expect(leido.nombre == "Copa Barrio")
        #expect(leido.equipos.map(\.nombre) == original.equipos.map(\.nombre))
        #expect(leido.equipos.map(\.plantilla) == original.equipos.map(\.plantilla))
        #expect(leido.partidos.map(\.titulo) == ["Rayo FC 2-1 Toros", "Lobos 0-0 Águilas"])
        #expect(leido.partidos[0].eventos.count == 5)
        // Read back, events point at the tournament's own teams, so goals still count.
        #expect(leido.partidos[0].golesDe(leido.equipos[0]) == 2)
    }

    @Test func elJSONEsLegibleYNombraEquiposYJugadores() throws {
        let texto = String(decoding: FormatoDelTorneo.codificar(try copa()), as: UTF8.self)
        #expect(texto.contains(#""version" : 2"#))
        #expect(texto.contains(#""estado" : "sin-empezar""#))
        #expect(texto.contains(#""jugador" : "Ana""#))
        #expect(texto.contains(#""local" : "Rayo FC""#))
        #expect(texto.contains("\n"))
    }

    @Test func unaVersionMasNuevaSeRechaza() {
        #expect(throws: ErrorDeFormatoDelTorneo.versionMasNueva(encontrada: 3, soportada: 2)) {
            try FormatoDelTorneo.decodificar(json(#"{"version": 3, "lo_que_sea": true}"#))
        }
    }

    @Test func unEquipoDesconocidoSeRechaza() {
        let texto =
            #"{"version":1,"nombre":"C","equipos":[{"nombre":"A","plantilla":[]}],"partidos":[{"local":"A","visitante":"B","eventos":[]}]}"#
        #expect(throws: ErrorDeFormatoDelTorneo.equipoDesconocido("B")) { try FormatoDelTorneo.decodificar(json(texto)) }
    }

    @Test func unJugadorDesconocidoSeRechaza() {
        let texto =
            #"{"version":1,"nombre":"C","equipos":[{"nombre":"A","plantilla":[{"nombre":"Ana"}]},{"nombre":"B","plantilla":[]}],"partidos":[{"local":"A","visitante":"B","eventos":[{"tipo":"gol","minuto":3,"equipo":"A","jugador":"Eva"}]}]}"#
        #expect(throws: ErrorDeFormatoDelTorneo.jugadorDesconocido("Eva", equipo: "A")) { try FormatoDelTorneo.decodificar(json(texto)) }
    }

    @Test func unCampoAusenteDiceCual() {
        let texto =
            #"{"version":1,"nombre":"C","equipos":[{"nombre":"A","plantilla":[{"nombre":"Ana"}]},{"nombre":"B","plantilla":[]}],"partidos":[{"local":"A","visitante":"B","eventos":[{"tipo":"gol","equipo":"A","jugador":"Ana"}]}]}"#
        #expect(throws: ErrorDeFormatoDelTorneo.campoAusente("partidos[0].eventos[0].minuto")) {
            try FormatoDelTorneo.decodificar(json(texto))
        }
    }

    @Test func sinVersionFaltaElCampo() {
        #expect(throws: ErrorDeFormatoDelTorneo.campoAusente("version")) { try FormatoDelTorneo.decodificar(json(#"{"nombre":"C"}"#)) }
    }

    @Test func unTipoDeEventoDesconocidoSeRechaza() {
        let texto =
            #"{"version":1,"nombre":"C","equipos":[{"nombre":"A","plantilla":[{"nombre":"Ana"}]},{"nombre":"B","plantilla":[]}],"partidos":[{"local":"A","visitante":"B","eventos":[{"tipo":"penalti","minuto":3,"equipo":"A"}]}]}"#
        #expect(throws: ErrorDeFormatoDelTorneo.tipoDeEventoDesconocido("penalti")) { try FormatoDelTorneo.decodificar(json(texto)) }
    }

    @Test func unaReglaDelModeloRotaEsUnErrorTipado() {
        let texto = #"{"version":1,"nombre":"C","equipos":[{"nombre":"A","plantilla":[{"nombre":"Ana","dorsal":120}]}],"partidos":[]}"#
        #expect(throws: ErrorDeFormatoDelTorneo.invalido(.dorsalFueraDeRango(120))) { try FormatoDelTorneo.decodificar(json(texto)) }
    }

    @Test(arguments: ["", "no es json", "{", "[1,2]", #"{"version":"uno"}"#])
    func basuraNuncaRompeLaApp(texto: String) {
        #expect(throws: ErrorDeFormatoDelTorneo.self) { try FormatoDelTorneo.decodificar(json(texto)) }
    }

    @Test func cualquierCorteDelArchivoDaUnErrorTipado() throws {
        let datos = FormatoDelTorneo.codificar(try copa())
        for longitud in stride(from: 0, to: datos.count - 1, by: 7) {
            #expect(throws: ErrorDeFormatoDelTorneo.self) { try FormatoDelTorneo.decodificar(datos.prefix(longitud)) }
        }
    }

    @Test func elMensajeDeVersionSeEntiende() {
        #expect(
            ErrorDeFormatoDelTorneo.versionMasNueva(encontrada: 3, soportada: 1).mensaje
                == "Lo escribió una versión más nueva de la app: tiene la versión 3 y esta solo entiende hasta la 1; ábrelo con la versión nueva."
        )
    }

    /// Every reason names what is wrong and where: never an empty field name.
    @Test(arguments: [
        ("[1,2,3]", ErrorDeFormatoDelTorneo.noEsUnTorneo),
        ("null", .noEsUnTorneo),
        (#""un texto""#, .noEsUnTorneo),
        (#"{"version":1,"nombre":"C","equipos":"todos","partidos":[]}"#, .campoInvalido("equipos")),
        (#"{"version":1,"nombre":"C","equipos":[7],"partidos":[]}"#, .campoInvalido("equipos[0]")),
        (#"{"version":1,"nombre":null,"equipos":[],"partidos":[]}"#, .campoAusente("nombre")),
    ])
    func cadaMotivoDiceQueYDonde(texto: String, esperado: ErrorDeFormatoDelTorneo) {
        #expect(throws: esperado) { try FormatoDelTorneo.decodificar(json(texto)) }
        #expect(!esperado.mensaje.contains("  "))
        #expect(!esperado.mensaje.contains("campo ."))
    }

    @Test func laMismaCopaSonSiempreLosMismosBytes() throws {
        #expect(FormatoDelTorneo.codificar(try copa()) == FormatoDelTorneo.codificar(try copa()))
    }
}
