import Core
import CoreTestSupport
import Testing

@Suite struct NotificadorDeSistemaTests {
    @Test func anotaElAvisoEnElRegistroConSuTituloYSuCuerpo() {
        let registro = RegistroEspia()

        NotificadorDeSistema().notificar(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")

        #expect(registro.contiene("🔔 ¡Gol! — Ana (Rayo FC), minuto 12"))
    }

    @Test func elEspiaGuardaLosAvisosEnOrden() {
        let notificador = NotificadorEspia()

        notificador.notificar(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")
        notificador.notificar(titulo: "Rayo FC - Toros", cuerpo: "minuto 15 con 1-0")

        #expect(
            notificador.avisos == [
                NotificadorEspia.Aviso(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12"),
                NotificadorEspia.Aviso(titulo: "Rayo FC - Toros", cuerpo: "minuto 15 con 1-0"),
            ])
    }
}
