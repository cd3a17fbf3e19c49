import Arbitros
import Core
import Testing

@Suite("TextoDeArbitros")
struct TextoDeArbitrosTests {

    @Test func cadaArbitroEsUnaFilaConSuNombreYSuCiudad() {
        let estado = ArbitrosUiState.exito(.init(arbitros: [Arbitro.leanne, Arbitro.ervin]))

        #expect(
            TextoDeArbitros.lineas(de: estado) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "Ervin Howell · Wisokyburgh",
            ])
    }

    @Test func cargandoDiceQueEstaBuscando() {
        #expect(TextoDeArbitros.lineas(de: .cargando) == ["Árbitros", "Buscando árbitros…"])
    }

    @Test func sinListaNiRefrescoDiceQueNoHayArbitrosGuardados() {
        #expect(TextoDeArbitros.lineas(de: .exito(.init(arbitros: []))) == ["Árbitros", "Sin árbitros guardados"])
    }

    @Test func conListaMientrasRefrescaLaMuestraYDiceQueActualiza() {
        let estado = ArbitrosUiState.exito(.init(arbitros: [Arbitro.leanne], actualizando: true))

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", "Leanne Graham · Gwenborough", "Actualizando…"])
    }

    @Test func trasUnFalloDeRedMuestraLaListaElAvisoYElReintento() {
        let estado = ArbitrosUiState.exito(
            .init(arbitros: [Arbitro.leanne], ultimoAviso: ErrorDeArbitros.red(.sinConexion).mensaje, sePuedeReintentar: true))

        #expect(
            TextoDeArbitros.lineas(de: estado) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    @Test func unAvisoSinReintentoVaBajoLaLista() {
        let aviso = "No se pudo guardar arbitros.json: no queda espacio en el disco"
        let estado = ArbitrosUiState.exito(.init(arbitros: [], ultimoAviso: aviso))

        #expect(TextoDeArbitros.lineas(de: estado) == ["Árbitros", "Sin árbitros guardados", aviso])
    }

    @Test func unErrorDiceSoloElPorque() {
        #expect(TextoDeArbitros.lineas(de: .error("No hay árbitros")) == ["Árbitros", "No hay árbitros"])
    }
}
