import Core
import Cronica
import Testing

@Suite struct PublicarCronicaFalloTests {
    static let mensajes: [(PublicarCronica.Fallo, String)] = [
        (.noExisteElPartido(7), "No existe el partido n.º 7"),
        (.red(.sinConexion), "No se pudo publicar la crónica: No hay conexión"),
        (.red(.estadoDelServidor(500)), "No se pudo publicar la crónica: El servidor respondió con el código 500"),
        (.otro("Se canceló la publicación."), "Se canceló la publicación."),
    ]

    @Test(arguments: mensajes)
    func cadaFalloSeExplicaEnEspañol(fallo: PublicarCronica.Fallo, mensaje: String) {
        #expect(fallo.mensaje == mensaje)
    }
}
