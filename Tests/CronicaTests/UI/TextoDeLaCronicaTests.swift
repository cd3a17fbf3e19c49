import Cronica
import Testing

@Suite struct TextoDeLaCronicaTests {
    @Test func elBorradorSaleLineaALineaBajoElTitulo() {
        let estado = CronicaUiState.exito(.init(borrador: "Rayo FC 2-1 Toros\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)"))

        #expect(
            TextoDeLaCronica.lineas(de: estado) == [
                "Crónica",
                "Rayo FC 2-1 Toros",
                "12' Ana (Rayo FC)",
                "55' Iván (Toros)",
                "80' Ana (Rayo FC)",
            ])
    }

    @Test func trasPublicarDaElNumero() {
        #expect(
            TextoDeLaCronica.lineas(de: .exito(.init(borrador: "Rayo FC 2-1 Toros", publicacion: .publicada(101)))) == [
                "Crónica", "Crónica publicada con el n.º 101",
            ])
    }

    @Test func unErrorSaleTalCual() {
        #expect(TextoDeLaCronica.lineas(de: .error("No existe el partido n.º 7")) == ["Crónica", "No existe el partido n.º 7"])
    }

    @Test func trasUnaPublicacionFallidaOfreceReintentar() {
        let noPublicada = CronicaUiState.Exito(
            borrador: "Rayo FC 0-0 Toros", publicacion: .noPublicada, ultimoAviso: "No se pudo publicar la crónica: No hay conexión")
        #expect(
            TextoDeLaCronica.lineas(de: .exito(noPublicada)) == [
                "Crónica", "No se pudo publicar la crónica: No hay conexión", "[Reintentar]",
            ])
        #expect(noPublicada.boton == "Reintentar")
        #expect(CronicaUiState.Exito(borrador: "Rayo FC 0-0 Toros").boton == "Publicar")
    }

    @Test func mientrasSePublicaLoDice() {
        #expect(
            TextoDeLaCronica.lineas(de: .exito(.init(borrador: "Rayo FC 0-0 Toros", publicacion: .publicando))) == [
                "Crónica", "Publicando la crónica…",
            ])
    }
}
