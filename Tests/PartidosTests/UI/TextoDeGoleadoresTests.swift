import Partidos
import Testing

@Suite struct TextoDeGoleadoresTests {
    @Test func unaLineaPorGoleadorConSuPosicion() {
        let estado = GoleadoresUiState.exito(
            .init(
                nombreDelTorneo: "Copa Barrio",
                filas: [
                    FilaDeGoleador(posicion: 1, jugador: "Ana", equipo: "Rayo FC", goles: 3),
                    FilaDeGoleador(posicion: 2, jugador: "Nico", equipo: "Águilas", goles: 1),
                ]))
        #expect(
            TextoDeGoleadores.lineas(de: estado) == [
                "Goleadores · Copa Barrio",
                "  1  Ana (Rayo FC) · 3 goles",
                "  2  Nico (Águilas) · 1 gol",
            ])
    }

    @Test func sinGolesLoDice() {
        let estado = GoleadoresUiState.exito(.init(nombreDelTorneo: "Copa Barrio", filas: []))
        #expect(TextoDeGoleadores.lineas(de: estado) == ["Goleadores · Copa Barrio", "Todavía no ha marcado nadie."])
    }
}
