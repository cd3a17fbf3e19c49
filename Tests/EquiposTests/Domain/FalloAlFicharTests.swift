import Equipos
import Testing

@Suite struct FalloAlFicharTests {
    static let mensajes: [(FalloAlFichar, String)] = [
        (.noExisteElEquipo("Osos"), "No existe el equipo Osos."),
        (.nombreVacio, "El jugador necesita un nombre."),
        (.nombreDemasiadoLargo(maximo: 40), "El nombre no puede tener más de 40 caracteres."),
        (.nombreRepetido("Ana", equipo: "Rayo FC"), "Rayo FC ya tiene un jugador llamado Ana."),
        (.dorsalFueraDeRango(100), "El dorsal 100 no es válido: tiene que estar entre 1 y 99."),
        (.dorsalRepetido(9, equipo: "Rayo FC"), "El dorsal 9 ya lo lleva otro jugador de Rayo FC."),
        (.noSePudoGuardar("disco lleno"), "No se pudo guardar el fichaje: disco lleno"),
    ]

    @Test(arguments: mensajes)
    func cadaFalloSeExplicaEnEspañol(fallo: FalloAlFichar, mensaje: String) {
        #expect(fallo.mensaje == mensaje)
    }
}
