import Core
public import Observation

/// The referees screen: the repository's list at once, and a refresh that can be refused, fail and be
/// retried. The rules are ``RefrescarArbitros``'; the screen keeps what the last refresh said.
@MainActor
@Observable
public final class ArbitrosViewModel {
    @ObservationIgnored private let repositorio: any ArbitrosRepositorio
    @ObservationIgnored private let refrescarArbitros: RefrescarArbitros
    /// Why this screen's last refresh was refused or failed; nil after one that succeeded.
    private var ultimoFallo: ErrorDeArbitros?

    /// `repositorio`: the list shown; `refrescar`: the app's one refresh of it.
    public init(repositorio: any ArbitrosRepositorio, refrescar: RefrescarArbitros) {
        self.repositorio = repositorio
        self.refrescarArbitros = refrescar
    }

    deinit {
        Registro.anotar("ArbitrosViewModel LIBERADO")
    }

    /// Read from the repository each time, so a refresh made from another screen shows here too.
    public var uiState: ArbitrosUiState {
        let arbitros = repositorio.arbitros
        let actualizando = refrescarArbitros.enCurso
        if arbitros.isEmpty, actualizando { return .cargando }
        return .exito(
            ArbitrosUiState.Exito(
                arbitros: arbitros,
                actualizando: actualizando,
                ultimoAviso: ultimoFallo?.mensaje ?? repositorio.aviso ?? "",
                sePuedeReintentar: ultimoFallo?.sePuedeReintentar ?? false
            ))
    }

    /// Asks for the server's list; retrying after a failure is calling this again. Returns whether
    /// the list was refreshed.
    @discardableResult
    public func refrescar() async -> Bool {
        ultimoFallo = nil
        switch await refrescarArbitros() {
        case .success:
            ultimoFallo = nil
            return true
        case let .failure(fallo):
            ultimoFallo = fallo
            return false
        }
    }
}
