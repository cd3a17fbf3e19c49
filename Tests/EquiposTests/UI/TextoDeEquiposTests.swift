import Equipos
import Testing

@Suite struct TextoDeEquiposTests {
    private let filas = [
        FilaDeEquipo(nombre: "Rayo FC", jugadores: ["Ana #9", "Luis", "Marta #1"]),
        FilaDeEquipo(nombre: "Osos", jugadores: []),
    ]

    @Test func muestraUnaLineaPorEquipo() {
        #expect(
            TextoDeEquipos.lineas(de: .exito(.init(filas: filas))) == [
                "Equipos",
                "  Rayo FC: Ana #9, Luis, Marta #1",
                "  Osos: sin jugadores",
            ])
    }

    @Test func terminaConElErrorSiLoHay() {
        let estado = EquiposUiState.exito(.init(filas: filas, ultimoAviso: "El dorsal 120 no es válido: tiene que estar entre 1 y 99."))

        #expect(TextoDeEquipos.lineas(de: estado).last == "Error: El dorsal 120 no es válido: tiene que estar entre 1 y 99.")
    }
}
