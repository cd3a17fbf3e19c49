import Core
import CoreTestSupport
import MarcadorApp
import Testing

@Suite("The app's launch arguments")
struct ConfiguracionTests {
    @Test func leeLasTresOpciones() {
        let configuracion = Configuracion(argumentosDeLanzamiento: ["/app", "--reiniciar-datos", "--ms-por-minuto", "250", "--sin-red"])
        #expect(configuracion == Configuracion(reiniciarDatos: true, msPorMinuto: 250, sinRed: true))
    }

    @Test func loDesconocidoYLoFueraDeRangoSeIgnoranYLaAppArranca() {
        let predeterminada = Configuracion()
        for argumentos in [
            ["/app"], ["/app", "-NSDocumentRevisionsDebugMode", "YES"], ["/app", "--ms-por-minuto"], ["/app", "--ms-por-minuto", "-1"],
            ["/app", "--ms-por-minuto", "60001"], ["/app", "--ms-por-minuto", "rápido"],
        ] {
            #expect(Configuracion(argumentosDeLanzamiento: argumentos) == predeterminada, "\(argumentos)")
        }
    }

    @MainActor
    @Test(.dependencias { $0.date = .constante(ahoraFijo) })
    func elContenedorAvisaPorElNotificadorDelEntorno() {
        let espia = NotificadorEspia()
        let contenedor = withDependencies {
            $0.notificador = espia
        } operation: {
            ContenedorDeLaApp(servicio: ServicioDeEjemplo(reloj: RelojInmediato()), almacenDelTorneo: nil, almacenDeArbitros: nil)
        }
        contenedor.notificador.notificar(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")
        #expect(espia.avisos == [.init(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")])
    }
}
