import Arbitros
import Core
import Testing

/// What the referees screen derives from its state, as the SwiftUI view and the text twin read it.
@Suite("ArbitrosUiState")
struct ArbitrosUiStateTests {
    @Test func sinListaNiRefrescoNoHayArbitrosGuardados() {
        let vacia = ArbitrosUiState.Exito(arbitros: [])

        #expect(vacia.enLugarDeLaLista == "Sin árbitros guardados")
        #expect(vacia.actualizandoLaLista == nil)
        #expect(vacia.reintento == nil)
    }

    @Test func conListaNoHayNadaEnSuLugar() {
        let lista = ArbitrosUiState.Exito(arbitros: [Arbitro.leanne])

        #expect(lista.enLugarDeLaLista == nil)
        #expect(lista.actualizandoLaLista == nil)
        #expect(lista.reintento == nil)
        #expect(ArbitrosUiState.fila(de: Arbitro.leanne) == "Leanne Graham · Gwenborough")
    }

    @Test func conListaMientrasRefrescaDiceQueActualiza() {
        let actualizando = ArbitrosUiState.Exito(arbitros: [Arbitro.leanne], actualizando: true)

        #expect(actualizando.enLugarDeLaLista == nil)
        #expect(actualizando.actualizandoLaLista == "Actualizando…")
    }

    @Test func trasUnFalloQueSePuedeReintentarOfreceReintentar() {
        let sinRed = ArbitrosUiState.Exito(
            arbitros: [Arbitro.leanne], ultimoAviso: ErrorDeArbitros.red(.sinConexion).mensaje, sePuedeReintentar: true)

        #expect(sinRed.reintento == "Reintentar")
    }

    @Test func mientrasSeReintentaNoOfreceOtroReintento() {
        let reintentando = ArbitrosUiState.Exito(arbitros: [Arbitro.leanne], actualizando: true, sePuedeReintentar: true)

        #expect(reintentando.reintento == nil)
    }

    @Test func unRechazoQueNoSeArreglaReintentandoNoOfreceReintentar() {
        let rechazado = ArbitrosUiState.Exito(arbitros: [Arbitro.leanne], ultimoAviso: ErrorDeArbitros.yaSeEstaRefrescando.mensaje)

        #expect(rechazado.reintento == nil)
    }
}
