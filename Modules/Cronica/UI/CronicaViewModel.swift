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
        case let .error(mensaje): return .error(mensaje)
        }
    }

    /// Whether `publicar()` would do anything now: one publication at a time.
    public var sePuedePublicar: Bool { fase != .publicando }

    /// Publishes the report as the match stands now. Ignored while a publication is under way, so a
    /// double tap never publishes twice.
    public func publicar() async {
        guard sePuedePublicar else { return }
        fase = .publicando
        switch await publicarCronica(partidoId: partidoId) {
        case let .success(id): fase = .publicada(id)
        case let .failure(fallo): fase = .error(fallo.mensaje)
        }
    }
}
