import Core
public import Observation
import Torneo

/// The match list. Its state is derived from the shared repository on every read, so a goal
/// registered on any screen reaches the row through Observation.
@MainActor
@Observable
public final class ListaDePartidosViewModel {
    private let repositorio: any PartidosRepositorio

    public init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    deinit {
        Registro.anotar("ListaDePartidosViewModel LIBERADO")
    }

    public var uiState: ListaDePartidosUiState {
        ListaDePartidosUiState(
            nombreDelTorneo: repositorio.nombreDelTorneo,
            filas: repositorio.partidos.map { fila in
                FilaDePartido(
                    id: fila.id,
                    local: fila.partido.local.nombre,
                    visitante: fila.partido.visitante.nombre,
                    marcador: fila.partido.marcador
                )
            },
            aviso: repositorio.aviso
        )
    }
}
