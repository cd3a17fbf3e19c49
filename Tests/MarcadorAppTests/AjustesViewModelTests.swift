import Core
import CoreTestSupport
import Foundation
import Marcador
import MarcadorApp
import Testing

/// The settings screen: the match duration, saved through the app's settings.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct AjustesViewModelTests {
    private func arrancar(en carpeta: CarpetaTemporal) throws -> ContenedorDeLaApp {
        try ArranqueDeLaApp.arrancar(
            configuracion: Configuracion(msPorMinuto: 0), carpeta: carpeta.url, ajustes: .carpeta, servidor: nil,
            notificador: NotificadorEspia()
        ).contenedor
    }

    @Test func alAbrirMuestra90MinutosElegidos() throws {
        let carpeta = CarpetaTemporal()
        let estado = try arrancar(en: carpeta).ajustesViewModel().uiState

        #expect(
            TextoDeAjustes.lineas(de: estado) == [
                "Ajustes",
                "Duración del partido",
                "  (•) 90 minutos",
                "  ( ) 60 minutos",
                "Los partidos que empiecen a partir de ahora durarán 90 minutos.",
            ])
        #expect(estado.exito?.ultimoAviso == "")
    }

    @Test func elegir60SeGuardaYLoVeElSiguienteArranque() throws {
        let carpeta = CarpetaTemporal()
        let pantalla = try arrancar(en: carpeta).ajustesViewModel()

        #expect(pantalla.elegirDuracion(60))

        #expect(pantalla.uiState.exito?.opciones.filter(\.elegida).map(\.minutos) == [60])
        #expect(pantalla.uiState.exito?.explicacion == "Los partidos que empiecen a partir de ahora durarán 60 minutos.")
        #expect(try arrancar(en: carpeta).ajustesViewModel().uiState.exito?.duracion == 60)
    }

    @Test func elPartidoQueEmpiezaDespuesDuraLoElegido() async throws {
        let carpeta = CarpetaTemporal()
        let contenedor = try arrancar(en: carpeta)
        contenedor.ajustesViewModel().elegirDuracion(60)

        let partido = contenedor.partidoViewModel(id: 13)
        partido.empezar()
        await contenedor.partidoEnJuego.esperarQueTermine()

        #expect(contenedor.partidoEnJuego.directo?.minuto == 60)
    }

    @Test func unaDuracionQueNoExisteSeRechazaYLoDice() throws {
        let carpeta = CarpetaTemporal()
        let pantalla = try arrancar(en: carpeta).ajustesViewModel()

        #expect(!pantalla.elegirDuracion(45))

        #expect(pantalla.uiState.exito?.duracion == 90)
        #expect(
            TextoDeAjustes.lineas(de: pantalla.uiState).last == "Aviso: Un partido dura 90 o 60 minutos, no 45.")
        #expect(pantalla.elegirDuracion(60))
        #expect(pantalla.uiState.exito?.ultimoAviso == "")
    }
}
