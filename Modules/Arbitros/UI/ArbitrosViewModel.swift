import Core
public import Observation

/// The referees screen: the repository's list at once, and a refresh that can fail and be retried.
@MainActor
@Observable
public final class ArbitrosViewModel {
    @ObservationIgnored private let repositorio: any ArbitrosRepositorio
    private var refrescando = false
    private var errorDeRed: ErrorDeRed?

    public init(repositorio: any ArbitrosRepositorio) {
        self.repositorio = repositorio
    }

    deinit {
        Registro.anotar("ArbitrosViewModel LIBERADO")
    }

    /// Read from the repository each time, so a refresh made from another screen shows here too.
    public var uiState: ArbitrosUiState {
        ArbitrosUiState(
            arbitros: repositorio.arbitros,
            refrescando: refrescando,
            errorDeRed: errorDeRed,
            avisoDelAlmacen: repositorio.aviso
        )
    }

    /// Asks for the server's list; retrying after a failure is calling this again. A call made while
    /// a refresh is running does nothing: one refresh per screen at a time.
    public func refrescar() async {
        guard !refrescando else { return }
        refrescando = true
        errorDeRed = nil
        defer { refrescando = false }
        do {
            try await repositorio.refrescar()
        } catch .cancelado {
            // The screen went away or the request was dropped: nothing to retry.
        } catch {
            errorDeRed = error
        }
    }
}
