import Core
public import Observation

/// The Crónica screen of one match: shows the draft and publishes it.
@MainActor
@Observable
public final class CronicaViewModel {
    /// Where the screen is; the draft itself is read from the match every time, so a goal scored
    /// while the screen is open shows in it at once.
    private enum Fase: Equatable {
        case borrador
        case publicando
        case publicada(Int)
        case noPublicada(String)
        case error(String)
    }

    public let partidoId: Int
    private var fase = Fase.borrador

    @ObservationIgnored private let publicarCronica: PublicarCronica

    public init(partidoId: Int, publicarCronica: PublicarCronica) {
        self.partidoId = partidoId
        self.publicarCronica = publicarCronica
    }

    deinit {
        Registro.anotar("CronicaViewModel LIBERADO")
    }

    public var uiState: CronicaUiState {
        switch fase {
        case .borrador:
            switch publicarCronica.cronica(partidoId: partidoId) {
            case let .success(cronica): return .borrador(cronica.texto)
            case let .failure(fallo): return .error(fallo.mensaje)
            }
        case .publicando: return .publicando
        case let .publicada(id): return .publicada(id)
        case let .noPublicada(mensaje): return .noPublicada(mensaje)
        case let .error(mensaje): return .error(mensaje)
        }
    }

    /// Whether `publicar()` would do anything now: one publication at a time.
    public var sePuedePublicar: Bool { fase != .publicando }

    /// Publishes the report as the match stands now; after a failed publication, calling it again
    /// is the retry. Ignored while a publication is under way, so a double tap never publishes twice.
    /// Cancelling the task that awaits it cancels the request: the screen then says it was not
    /// published.
    public func publicar() async {
        guard sePuedePublicar else { return }
        fase = .publicando
        switch await publicarCronica(partidoId: partidoId) {
        case let .success(id): fase = .publicada(id)
        case let .failure(fallo): fase = fallo.sePuedeReintentar ? .noPublicada(fallo.mensaje) : .error(fallo.mensaje)
        }
    }
}
