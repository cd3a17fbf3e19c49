import Partidos
import Testing
import Torneo

/// The match list's states, as the SwiftUI view and the text renderer read them.
@Suite struct ListaDePartidosUiStateTests {
    private let fila = FilaDePartido(id: 1, local: "Rayo FC", visitante: "Toros", marcador: Marcador(local: 2, visitante: 1))

    @Test func sinPartidosLoDiceEnLugarDeLaLista() {
        let vacia = ListaDePartidosUiState.Exito(nombreDelTorneo: "Copa Barrio", filas: [])

        #expect(vacia.enLugarDeLaLista == "Sin partidos")
        #expect(TextoDeLaLista.lineas(de: .exito(vacia)) == ["Copa Barrio", "Sin partidos"])
    }

    @Test func conPartidosNoHayNadaEnSuLugar() {
        let lista = ListaDePartidosUiState.Exito(nombreDelTorneo: "Copa Barrio", filas: [fila])

        #expect(lista.enLugarDeLaLista == nil)
    }

    @Test func unPartidoEnJuegoDiceSuMinutoYUnoGuardadoNo() {
        let enJuego = FilaDePartido(
            id: 3, local: "Rayo FC", visitante: "Lobos", marcador: Marcador(local: 1, visitante: 0), minutoEnJuego: 30)

        #expect(enJuego.fase == "en juego, minuto 30")
        #expect(fila.fase == nil)
    }

    @Test func unPartidoSinEmpezarLoDice() {
        let sinEmpezar = FilaDePartido(
            id: 9, local: "Lobos", visitante: "Rayo FC", marcador: Marcador(local: 0, visitante: 0), sinEmpezar: true)

        #expect(sinEmpezar.fase == "sin empezar")
    }

    @Test func conAvisoLoDiceAntesQueLosPartidos() {
        let conAviso = ListaDePartidosUiState.exito(
            .init(nombreDelTorneo: "Copa Barrio", filas: [fila], ultimoAviso: "No se pudo guardar torneo.json"))

        #expect(TextoDeLaLista.lineas(de: conAviso) == ["Copa Barrio", "Aviso: No se pudo guardar torneo.json", "  1  Rayo FC 2-1 Toros"])
    }

    @Test func sinListaDiceSoloPorQue() {
        #expect(TextoDeLaLista.lineas(de: .cargando) == ["Cargando…"])
        #expect(TextoDeLaLista.lineas(de: .error("No se pudo leer el torneo")) == ["No se pudo leer el torneo"])
    }
}
