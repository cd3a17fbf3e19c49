import Core
public import Observation

/// The league table's screen. Its state is derived from the tournament as it stands on every read,
/// so a goal scored on any screen, or a minute played, reaches the table through Observation.
@MainActor
@Observable
public final class ClasificacionViewModel {
    @ObservationIgnored private let calcular: CalcularLaClasificacion

    /// `calcular`: the table of the tournament as every screen reads it.
    public init(calcular: CalcularLaClasificacion) {
        self.calcular = calcular
    }

    deinit {
        Registro.anotar("ClasificacionViewModel LIBERADO")
    }

    /// The table now; the tournament's save failure is its last notice.
    public var uiState: ClasificacionUiState {
        let tabla = calcular()
        return .exito(
            .init(nombreDelTorneo: tabla.nombreDelTorneo, filas: tabla.filas, enJuego: tabla.enJuego, ultimoAviso: tabla.aviso ?? ""))
    }
}
