import Cronica
import Testing

@Suite struct CronicaUiStateTests {
    @Test func soloMientrasSePublicaNoSePuedePublicarOtraVez() {
        #expect(!CronicaUiState.publicando.sePuedePublicar)
        #expect(CronicaUiState.borrador("Rayo FC 2-1 Toros").sePuedePublicar)
        #expect(CronicaUiState.publicada(101).sePuedePublicar)
        #expect(CronicaUiState.error("No hay conexión").sePuedePublicar)
    }
}
