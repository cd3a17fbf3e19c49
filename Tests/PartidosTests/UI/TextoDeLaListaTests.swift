import Partidos
import Testing
import Torneo

@Suite struct TextoDeLaListaTests {
    @Test func unaLineaPorPartidoConSuNumeroAlineado() {
        let estado = ListaDePartidosUiState.exito(
            .init(
                nombreDelTorneo: "Copa Barrio",
                filas: [
                    FilaDePartido(id: 1, local: "Rayo FC", visitante: "Toros", marcador: Marcador(local: 2, visitante: 1)),
                    FilaDePartido(id: 18, local: "Toros", visitante: "Lobos", marcador: Marcador(local: 0, visitante: 0)),
                ]))
        #expect(
            TextoDeLaLista.lineas(de: estado) == [
                "Copa Barrio",
                "  1  Rayo FC 2-1 Toros",
                " 18  Toros 0-0 Lobos",
            ])
    }

    @Test func elAvisoVaDebajoDelNombreDelTorneoYAntesDeQueNoHayPartidos() {
        let estado = ListaDePartidosUiState.exito(
            .init(nombreDelTorneo: "Copa Barrio", filas: [], ultimoAviso: "No se pudo leer torneo.json."))
        #expect(TextoDeLaLista.lineas(de: estado) == ["Copa Barrio", "Aviso: No se pudo leer torneo.json.", "Sin partidos"])
    }
}
