import Core
import Foundation
import Testing

@Suite struct ErrorDeRedTests {
    @Test func sinConexionDiceQueNoHayConexion() {
        #expect(ErrorDeRed.sinConexion.mensaje == "No hay conexión")
    }

    @Test func tiempoAgotadoDiceQueElServidorTardoDemasiado() {
        #expect(ErrorDeRed.tiempoAgotado.mensaje == "El servidor tardó demasiado en responder")
    }

    @Test func estadoDelServidorDiceElCodigo() {
        #expect(ErrorDeRed.estadoDelServidor(500).mensaje == "El servidor respondió con el código 500")
        #expect(ErrorDeRed.estadoDelServidor(404).mensaje == "El servidor respondió con el código 404")
    }

    @Test func respuestaIlegibleDiceQueNoSePudoLeer() {
        #expect(ErrorDeRed.respuestaIlegible.mensaje == "La respuesta del servidor no se pudo leer")
    }

    @Test func canceladoDiceQueLaPeticionSeCancelo() {
        #expect(ErrorDeRed.cancelado.mensaje == "La petición se canceló")
    }

    @Test func laDescripcionLocalizadaEsElMensaje() {
        let error: any Error = ErrorDeRed.estadoDelServidor(503)
        #expect(error.localizedDescription == "El servidor respondió con el código 503")
        #expect("\(ErrorDeRed.sinConexion)" == "No hay conexión")
    }
}
