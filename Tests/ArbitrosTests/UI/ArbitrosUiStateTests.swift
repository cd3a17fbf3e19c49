import Arbitros
import Core
import Testing

/// Each state of the referees screen, as the SwiftUI view and the text renderer read it.
@Suite("ArbitrosUiState")
struct ArbitrosUiStateTests {

    private func estado(_ arbitros: [Arbitro], refrescando: Bool = false, errorDeRed: ErrorDeRed? = nil) -> ArbitrosUiState {
        ArbitrosUiState(arbitros: arbitros, refrescando: refrescando, errorDeRed: errorDeRed, avisoDelAlmacen: nil)
    }

    @Test func sinListaMientrasLlegaLaPrimeraRespuestaEstaBuscando() {
        let buscando = estado([], refrescando: true)

        #expect(buscando.enLugarDeLaLista == "Buscando árbitros…")
        #expect(buscando.actualizandoLaLista == nil)
        #expect(buscando.reintento == nil)
    }

    @Test func sinListaYSinRefrescoNoHayArbitrosGuardados() {
        let vacia = estado([])

        #expect(vacia.enLugarDeLaLista == "Sin árbitros guardados")
        #expect(vacia.actualizandoLaLista == nil)
    }

    @Test func conListaNoHayNadaEnSuLugar() {
        let lista = estado([Arbitro.leanne])

        #expect(lista.enLugarDeLaLista == nil)
        #expect(lista.actualizandoLaLista == nil)
        #expect(lista.reintento == nil)
        #expect(ArbitrosUiState.fila(de: Arbitro.leanne) == "Leanne Graham · Gwenborough")
    }

    @Test func conListaMientrasRefrescaDiceQueActualiza() {
        let actualizando = estado([Arbitro.leanne], refrescando: true)

        #expect(actualizando.enLugarDeLaLista == nil)
        #expect(actualizando.actualizandoLaLista == "Actualizando…")
    }

    @Test func trasUnFalloDeRedOfreceReintentarConElMotivo() {
        let sinRed = estado([Arbitro.leanne], errorDeRed: .sinConexion)

        #expect(
            sinRed.reintento
                == ArbitrosUiState.Reintento(
                    motivo: "No hay conexión", aviso: "Comprueba la conexión y vuelve a intentarlo.", boton: "Reintentar"))
        #expect(sinRed.aviso == "Comprueba la conexión y vuelve a intentarlo.")
    }

    @Test func sinRedYSinListaDiceAmbasCosas() {
        let sinNada = estado([], errorDeRed: .sinConexion)

        #expect(sinNada.enLugarDeLaLista == "Sin árbitros guardados")
        #expect(sinNada.reintento?.motivo == "No hay conexión")
    }
}
