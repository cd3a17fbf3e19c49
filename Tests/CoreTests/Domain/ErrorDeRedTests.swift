import Core
import Foundation
import Testing

@Suite struct ErrorDeRedTests {
    @Test func laDescripcionLocalizadaEsElMensaje() {
        let error: any Error = ErrorDeRed.estadoDelServidor(503)
        #expect(error.localizedDescription == "El servidor respondió con el código 503")
        #expect("\(ErrorDeRed.sinConexion)" == "No hay conexión")
    }
}
