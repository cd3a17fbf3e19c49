import Core
import CoreTestSupport
import Marcador
import MarcadorApp
import Testing

@Suite("The app's launch arguments")
struct ConfiguracionTests {
    @Test func leeLasTresOpciones() {
        let configuracion = Configuracion(argumentosDeLanzamiento: ["/app", "--reiniciar-datos", "--ms-por-minuto", "250", "--sin-red"])
        #expect(configuracion == Configuracion(reiniciarDatos: true, msPorMinuto: 250, sinRed: true))
    }

    @Test(arguments: [["-reiniciarDatos", "YES"], ["-reiniciarDatos", "yes"], ["-reiniciarDatos", "true"], ["-reiniciarDatos", "1"]])
    func reiniciaConElArgumentoDeUnEsquemaDeXcode(argumentos: [String]) {
        #expect(Configuracion(argumentosDeLanzamiento: ["/app"] + argumentos).reiniciarDatos)
    }

    @Test(arguments: [
        ["-reiniciarDatos", "NO"], ["-reiniciarDatos"], ["-reiniciarDatos", "YES", "-reiniciarDatos", "NO"], ["reiniciarDatos", "YES"],
    ])
    func sinUnSiNoSeReinicia(argumentos: [String]) {
        #expect(!Configuracion(argumentosDeLanzamiento: ["/app"] + argumentos).reiniciarDatos)
    }

    @Test func lasDosFormasJuntasTambienReinicianConElRestoDeOpciones() {
        let configuracion = Configuracion(argumentosDeLanzamiento: [
            "/app", "-reiniciarDatos", "YES", "--reiniciar-datos", "--ms-por-minuto", "0",
        ])
        #expect(configuracion == Configuracion(reiniciarDatos: true, msPorMinuto: 0))
    }

    /// What each feature's Xcode scheme passes: the app then shows that feature's screens alone.
    @Test func soloLeeElIdDeUnaFuncionalidad() {
        #expect(Configuracion(argumentosDeLanzamiento: ["/app", "--solo", "partidos"]).solo == "partidos")
        #expect(Configuracion(argumentosDeLanzamiento: ["/app", "--solo", "--sin-red"]) == Configuracion(sinRed: true))
        #expect(Configuracion(argumentosDeLanzamiento: ["/app", "--solo"]).solo == nil)
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
    @Test(.entornoDePrueba, .timeLimit(.minutes(1)))
    func losAvisosDeGolVanAlNotificadorQueRecibeElArranque() async throws {
        let espia = NotificadorEspia()
        let contenedor = try ArranqueDeLaApp.arrancar(
            configuracion: Configuracion(msPorMinuto: 0), carpeta: nil, ajustes: .carpeta, servidor: nil, notificador: espia
        ).contenedor
        contenedor.partidoViewModel(id: 13).empezar()
        await contenedor.partidoEnJuego.esperarQueTermine()
        #expect(espia.avisos.first == .init(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12"))
    }
}
