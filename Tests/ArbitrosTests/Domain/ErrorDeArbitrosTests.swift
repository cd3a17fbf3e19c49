import Arbitros
import Core
import Testing

/// Each refusal says what went wrong and what to do, in one line.
@Suite("ErrorDeArbitros")
struct ErrorDeArbitrosTests {
    @Test(arguments: [
        (ErrorDeArbitros.red(.sinConexion), "No hay conexión: comprueba la conexión y vuelve a intentarlo."),
        (.red(.tiempoAgotado), "El servidor tardó demasiado en responder: comprueba la conexión y vuelve a intentarlo."),
        (.red(.estadoDelServidor(500)), "El servidor respondió con el código 500: vuelve a intentarlo más tarde."),
        (.red(.respuestaIlegible), "La respuesta del servidor no se pudo leer: vuelve a intentarlo más tarde."),
        (.cancelado, "Actualización cancelada: los árbitros guardados siguen como estaban."),
        (.respuestaVacia, "El servidor respondió sin árbitros: se mantienen los guardados; vuelve a intentarlo más tarde."),
        (.yaSeEstaRefrescando, "Ya se están refrescando los árbitros: espera a que termine."),
        (.demasiadoPronto(segundos: 0), "Los árbitros se refrescaron hace 0 s: vuelve a refrescar dentro de 60 s."),
        (.demasiadoPronto(segundos: 59), "Los árbitros se refrescaron hace 59 s: vuelve a refrescar dentro de 1 s."),
    ])
    func cadaCasoDiceQuePasoYQueHacer(error: ErrorDeArbitros, mensaje: String) {
        #expect(error.mensaje == mensaje)
    }

    @Test func unaPeticionCanceladaEsUnRefrescoCanceladoYElRestoUnFalloDeLaRed() {
        #expect(ErrorDeArbitros(.cancelado) == .cancelado)
        #expect(ErrorDeArbitros(.sinConexion) == .red(.sinConexion))
    }

    @Test func soloLosFallosDeLaRedOElServidorSePuedenReintentarEnseguida() {
        #expect(ErrorDeArbitros.red(.sinConexion).sePuedeReintentar)
        #expect(ErrorDeArbitros.respuestaVacia.sePuedeReintentar)
        #expect(ErrorDeArbitros.cancelado.sePuedeReintentar)
        #expect(!ErrorDeArbitros.yaSeEstaRefrescando.sePuedeReintentar)
        #expect(!ErrorDeArbitros.demasiadoPronto(segundos: 20).sePuedeReintentar)
    }
}
