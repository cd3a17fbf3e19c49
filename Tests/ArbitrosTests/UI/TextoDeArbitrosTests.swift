import Arbitros
import Core
import Testing

@Suite("TextoDeArbitros")
struct TextoDeArbitrosTests {

    @Test func cadaArbitroEsUnaFilaConSuNombreYSuCiudad() {
        let estado = ArbitrosUiState(arbitros: [Arbitro.leanne, Arbitro.ervin], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil)

        #expect(
            TextoDeArbitros.lineas(de: estado) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "Ervin Howell · Wisokyburgh",
            ])
    }

    @Test func sinListaMientrasRefrescaDiceQueEstaBuscando() {
        let estado = ArbitrosUiState(arbitros: [], refrescando: true, errorDeRed: nil, avisoDelAlmacen: nil)

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", "Buscando árbitros…"])
    }

    @Test func sinListaNiRefrescoDiceQueNoHayArbitrosGuardados() {
        let estado = ArbitrosUiState(arbitros: [], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil)

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", "Sin árbitros guardados"])
    }

    @Test func conListaMientrasRefrescaLaMuestraYDiceQueActualiza() {
        let estado = ArbitrosUiState(arbitros: [Arbitro.leanne], refrescando: true, errorDeRed: nil, avisoDelAlmacen: nil)

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", "Leanne Graham · Gwenborough", "Actualizando…"])
    }

    @Test func trasUnFalloDeRedMuestraLaListaElMotivoElAvisoYElReintento() {
        let estado = ArbitrosUiState(arbitros: [Arbitro.leanne], refrescando: false, errorDeRed: .sinConexion, avisoDelAlmacen: nil)

        #expect(
            TextoDeArbitros.lineas(de: estado) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "No hay conexión",
                "Comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    @Test func elAvisoDelAlmacenVaBajoElTitulo() {
        let aviso =
            "No se pudo leer arbitros.json (contenido ilegible: no es JSON válido); se ha guardado aparte como arbitros.json.unreadable-20261130T161700Z."
        let estado = ArbitrosUiState(arbitros: [], refrescando: false, errorDeRed: nil, avisoDelAlmacen: aviso)

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", aviso, "Sin árbitros guardados"])
    }
}
