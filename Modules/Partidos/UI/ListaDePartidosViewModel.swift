import Core
public import Observation
import Torneo

/// The match list. Its state is derived from the tournament as it stands on every read, so a goal
/// registered on any screen, or a minute played, reaches the row through Observation.
@MainActor
@Observable
public final class ListaDePartidosViewModel {
    private let torneo: ComoVaElTorneo

    public init(torneo: ComoVaElTorneo) {
        self.torneo = torneo
    }

    deinit {
        Registro.anotar("ListaDePartidosViewModel LIBERADO")
    }

    /// The list as the tournament stands; the repository's save failure is its last notice.
    public var uiState: ListaDePartidosUiState {
        .exito(
            .init(
                nombreDelTorneo: torneo.nombreDelTorneo,
                filas: torneo.partidos.map { fila in
                    FilaDePartido(
                        id: fila.id,
                        local: fila.partido.local.nombre,
                        visitante: fila.partido.visitante.nombre,
                        marcador: fila.partido.marcador,
                        minutoEnJuego: fila.minutoEnJuego,
                        sinEmpezar: fila.sinEmpezar
                    )
                },
                ultimoAviso: torneo.repositorio.aviso ?? ""
            ))
    }
}
