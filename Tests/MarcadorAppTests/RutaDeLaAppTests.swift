import Core
import CoreTestSupport
import Marcador
import MarcadorApp
import Presentacion
import Testing

/// What a tap on the bar of the match in play does to the navigation of the tab the person is on.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct RutaDeLaAppTests {
    private func contenedor() -> ContenedorDeLaApp {
        ContenedorDeLaApp(
            servidor: .deEjemplo(ServicioDeEjemplo()), carpeta: nil, ajustes: .carpeta, notificador: NotificadorEspia())
    }

    @Test func tocarLaBarraDesdeLaListaAbreElPartido() {
        var ruta = RutaDeLaApp()

        ruta.atender(.abrirPartido(1), partidoEnJuego: PartidoEnJuego())

        #expect(ruta.destinos == [.partido(1)])
    }

    @Test func tocarLaBarraConSuPartidoArribaNoLoAbreOtraVez() {
        var ruta = RutaDeLaApp(destinos: [Destino("goleadores"), .partido(1)])

        ruta.atender(.abrirPartido(1), partidoEnJuego: PartidoEnJuego())

        #expect(ruta.destinos == [Destino("goleadores"), .partido(1)])
    }

    @Test func tocarLaBarraDesdeOtraPantallaAbreElPartidoEncima() {
        var ruta = RutaDeLaApp(destinos: [.partido(1), Destino("cronica", id: 1)])

        ruta.atender(.abrirPartido(1), partidoEnJuego: PartidoEnJuego())

        #expect(ruta.destinos == [.partido(1), Destino("cronica", id: 1), .partido(1)])
    }

    @Test func conOtroPartidoArribaAbreElDeLaBarra() {
        var ruta = RutaDeLaApp(destinos: [.partido(2)])

        ruta.atender(.abrirPartido(1), partidoEnJuego: PartidoEnJuego())

        #expect(ruta.destinos == [.partido(2), .partido(1)])
    }

    @Test func cerrarQuitaElPartidoTerminadoYNoTocaLaRuta() async {
        let contenedor = contenedor()
        contenedor.ajustes.msPorMinuto = 0
        contenedor.partidoViewModel(id: 1).empezar()
        await contenedor.partidoEnJuego.esperarQueTermine()
        var ruta = RutaDeLaApp(destinos: [Destino("equipos")])

        ruta.atender(.cerrar, partidoEnJuego: contenedor.partidoEnJuego)

        #expect(contenedor.partidoEnJuego.directo == nil)
        #expect(ruta.destinos == [Destino("equipos")])
    }
}
