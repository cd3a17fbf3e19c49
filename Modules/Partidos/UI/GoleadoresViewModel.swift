import Core
public import Observation
import Torneo

/// The scorers of the whole tournament, derived from the tournament as it stands on every read: a
/// goal of the match in play counts once its minute has been played.
@MainActor
@Observable
public final class GoleadoresViewModel {
    private let torneo: ComoVaElTorneo

    public init(torneo: ComoVaElTorneo) {
        self.torneo = torneo
    }

    deinit {
        Registro.anotar("GoleadoresViewModel LIBERADO")
    }

    public var uiState: GoleadoresUiState {
        .exito(
            .init(
                nombreDelTorneo: torneo.nombreDelTorneo,
                filas: torneo.goleadores.enumerated().map { posicion, goleador in
                    FilaDeGoleador(
                        posicion: posicion + 1,
                        jugador: goleador.jugador.nombre,
                        equipo: goleador.equipo.nombre,
                        goles: goleador.goles
                    )
                },
                enCurso: torneo.enCurso
            ))
    }
}
