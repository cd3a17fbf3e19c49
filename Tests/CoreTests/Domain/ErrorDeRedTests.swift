import Core
import Foundation
import Testing

@Suite struct ErrorDeRedTests {
    @Test func unErrorCualquieraDeRedDiceSuMensaje() {
        let error: any Error = ErrorDeRed.estadoDelServidor(503)
        #expect((error as? any ErrorConMensaje)?.mensaje == "El servidor respondió con el código 503")
        #expect("\(ErrorDeRed.sinConexion)" == "No hay conexión")
    }
}
