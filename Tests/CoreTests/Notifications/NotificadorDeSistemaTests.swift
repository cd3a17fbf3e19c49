import Core
import CoreTestSupport
import Testing

@Suite struct NotificadorDeSistemaTests {
    @Test func anotaElAvisoEnElRegistroConSuTituloYSuCuerpo() {
        let registro = RegistroEspia()

        NotificadorDeSistema().notificar(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")

        #expect(registro.contiene("🔔 ¡Gol! — Ana (Rayo FC), minuto 12"))
    }
}
