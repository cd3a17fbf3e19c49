import Partidos
import Testing
import Torneo

@MainActor
@Suite struct GoleadoresViewModelTests {
    /// Match n.º 1 only: Rayo FC 2-1 Toros.
    private let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado])

    @Test func losGoleadoresDelTorneoPorGolesYLosEmpatesPorNombre() {
        let viewModel = GoleadoresViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))
        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        nombreDelTorneo: "Copa de muestra",
                        filas: [
                            FilaDeGoleador(posicion: 1, jugador: "Ana", equipo: "Rayo FC", goles: 2),
                            FilaDeGoleador(posicion: 2, jugador: "Iván", equipo: "Toros", goles: 1),
                        ])))
    }

    @Test func unGolNuevoEntraEnLaTabla() throws {
        let repositorio = PartidosDeMuestra(partidos: [try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 89))])
        let viewModel = GoleadoresViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))
        try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        guard case let .exito(tabla) = viewModel.uiState else {
            Issue.record("Sin tabla: \(viewModel.uiState)")
            return
        }
        #expect(tabla.filas.map(\.jugador) == ["Ana", "Iván", "Sofía"])
    }
}
