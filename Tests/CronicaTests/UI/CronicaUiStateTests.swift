import Cronica
import Testing

@Suite struct CronicaUiStateTests {
    static let textos: [(CronicaUiState, String)] = [
        (.borrador("Lobos 0-0 Águilas\nSin goles"), "Lobos 0-0 Águilas\nSin goles"),
        (.publicando, "Publicando…"),
        (.publicada(101), "Crónica publicada con el n.º 101"),
        (.error("No hay conexión"), "No hay conexión"),
    ]

    @Test(arguments: textos)
    func cadaEstadoSeDiceAsi(estado: CronicaUiState, texto: String) {
        #expect(estado.texto == texto)
    }

    @Test func soloMientrasSePublicaNoSePuedePublicarOtraVez() {
        #expect(!CronicaUiState.publicando.sePuedePublicar)
        #expect(CronicaUiState.borrador("Rayo FC 2-1 Toros").sePuedePublicar)
        #expect(CronicaUiState.publicada(101).sePuedePublicar)
        #expect(CronicaUiState.error("No hay conexión").sePuedePublicar)
    }
}
