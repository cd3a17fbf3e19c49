import CoreTestSupport
import Observation
import Partidos
import PartidosTestSupport
import Testing
import Torneo

@MainActor
@Suite struct ListaDePartidosViewModelTests {
    /// Match n.º 1 only: Rayo FC 2-1 Toros.
    private let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado])

    @Test func cadaFilaLlevaLosEquiposYElMarcador() {
        let viewModel = ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))
        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        nombreDelTorneo: "Copa de muestra",
                        filas: [FilaDePartido(id: 1, local: "Rayo FC", visitante: "Toros", marcador: Marcador(local: 2, visitante: 1))])
                ))
    }

    @Test func muestraPorQueNoSeGuardoElUltimoCambio() {
        repositorio.aviso = "No se pudo guardar el torneo: no queda espacio en el disco"
        #expect(
            ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil)).uiState.exito?.ultimoAviso
                == "No se pudo guardar el torneo: no queda espacio en el disco"
        )
    }

    @Test func laFilaCambiaAlRegistrarUnGol() throws {
        let repositorio = PartidosDeMuestra(partidos: [try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 89))])
        let viewModel = ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))
        let cambios = ContadorDeCambios()
        withObservationTracking {
            _ = viewModel.uiState
        } onChange: {
            cambios.contar()
        }
        try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(cambios.veces == 1)
        #expect(viewModel.uiState.exito?.filas.first?.marcador == Marcador(local: 2, visitante: 2))
    }
}

/// Counts Observation's change callbacks; they run on the main actor in these tests.
@MainActor
final class ContadorDeCambios: Sendable {
    private(set) var veces = 0

    nonisolated func contar() {
        MainActor.assumeIsolated { veces += 1 }
    }
}
