import Partidos
import Testing

/// The scorers screen's states, as the SwiftUI view and the text renderer read them.
@Suite struct GoleadoresUiStateTests {
    @Test func sinGolesLoDiceEnLugarDeLaTabla() {
        let vacia = GoleadoresUiState.Exito(nombreDelTorneo: "Copa Barrio", filas: [])

        #expect(vacia.enLugarDeLaTabla == "Todavía no ha marcado nadie.")
        #expect(vacia.enJuego == nil)
    }

    @Test func conGolesNoHayNadaEnSuLugarYCadaFilaDiceSusGoles() {
        let tabla = GoleadoresUiState.Exito(
            nombreDelTorneo: "Copa Barrio",
            filas: [
                FilaDeGoleador(posicion: 1, jugador: "Ana", equipo: "Rayo FC", goles: 3),
                FilaDeGoleador(posicion: 2, jugador: "Nico", equipo: "Águilas", goles: 1),
            ])

        #expect(tabla.enLugarDeLaTabla == nil)
        #expect(tabla.filas.map(\.golesEnTexto) == ["3 goles", "1 gol"])
    }

    @Test func conUnPartidoEnJuegoDiceCualYEnQueMinuto() {
        let enJuego = GoleadoresUiState.Exito(
            nombreDelTorneo: "Copa Barrio", filas: [], enCurso: MinutoEnJuego(partidoId: 3, minuto: 30))

        #expect(enJuego.enJuego == "Partido 3 en juego, minuto 30")
        #expect(
            TextoDeGoleadores.lineas(de: .exito(enJuego)) == [
                "Goleadores · Copa Barrio", "Partido 3 en juego, minuto 30", "Todavía no ha marcado nadie.",
            ])
    }

    @Test func sinTablaLoDiceBajoElTitulo() {
        #expect(TextoDeGoleadores.lineas(de: .cargando) == ["Goleadores", "Cargando…"])
        #expect(TextoDeGoleadores.lineas(de: .error("No se pudo leer el torneo")) == ["Goleadores", "No se pudo leer el torneo"])
    }
}
