import Core
public import Observation
import Torneo

/// The scorers of the whole tournament, derived from the shared repository on every read.
@MainActor
@Observable
public final class GoleadoresViewModel {
    private let repositorio: any PartidosRepositorio

    public init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    deinit {
        Registro.anotar("GoleadoresViewModel LIBERADO")
    }

    public var uiState: GoleadoresUiState {
        GoleadoresUiState(
            nombreDelTorneo: repositorio.nombreDelTorneo,
            filas: repositorio.goleadores.enumerated().map { posicion, goleador in
                FilaDeGoleador(
                    posicion: posicion + 1,
                    jugador: goleador.jugador.nombre,
                    equipo: goleador.equipo.nombre,
                    goles: goleador.goles
                )
            }
        )
    }
}
