import Cronica
import Testing

@Suite struct CronicaUiStateTests {
    @Test func soloMientrasSePublicaNoSePuedePublicarOtraVez() {
        #expect(!CronicaUiState.Exito(borrador: "Rayo FC 2-1 Toros", publicacion: .publicando).sePuedePublicar)
        #expect(CronicaUiState.Exito(borrador: "Rayo FC 2-1 Toros").sePuedePublicar)
        #expect(CronicaUiState.Exito(borrador: "Rayo FC 2-1 Toros", publicacion: .publicada(101)).sePuedePublicar)
        #expect(
            CronicaUiState.Exito(borrador: "Rayo FC 2-1 Toros", publicacion: .noPublicada, ultimoAviso: "No hay conexión").sePuedePublicar)
    }

    @Test func elTextoEsElBorradorSalvoQueHayaAlgoMasNuevoQueDecir() {
        let borrador = "Rayo FC 2-1 Toros\n12' Ana (Rayo FC)"
        #expect(CronicaUiState.Exito(borrador: borrador).texto == borrador)
        #expect(CronicaUiState.Exito(borrador: borrador, publicacion: .publicando).texto == "Publicando la crónica…")
        #expect(CronicaUiState.Exito(borrador: borrador, publicacion: .publicada(101)).texto == "Crónica publicada con el n.º 101")
        #expect(
            CronicaUiState.Exito(borrador: borrador, ultimoAviso: "El partido n.º 1 está en juego (minuto 30)").texto
                == "El partido n.º 1 está en juego (minuto 30)")
    }
}
