import Core
public import Observation

/// The Crónica screen of one match: shows the draft and publishes it.
@MainActor
@Observable
public final class CronicaViewModel {
    public let partidoId: Int
    /// What the screen must remember: where the publication stands and why the last try failed. The
    /// draft itself is read from the match every time, so a goal scored while the screen is open
    /// shows in it at once.
    private var publicacion = CronicaUiState.Publicacion.sinPublicar
    private var ultimoAviso = ""

    @ObservationIgnored private let publicarCronica: PublicarCronica

    public init(partidoId: Int, publicarCronica: PublicarCronica) {
        self.partidoId = partidoId
        self.publicarCronica = publicarCronica
    }

    deinit {
        Registro.anotar("CronicaViewModel LIBERADO")
    }

    /// The screen in one value: `error` when the match does not exist.
    public var uiState: CronicaUiState {
        switch publicarCronica.cronica(partidoId: partidoId) {
        case let .success(cronica): .exito(.init(borrador: cronica.texto, publicacion: publicacion, ultimoAviso: ultimoAviso))
        case let .failure(fallo): .error(fallo.mensaje)
        }
    }

    /// Publishes the report as the match stands now; after a failed publication, calling it again
    /// is the retry. Ignored while a publication is under way, so a double tap never publishes twice.
    /// Cancelling the task that awaits it cancels the request: the screen then says it was not
    /// published. Returns whether it was published.
    @discardableResult
    public func publicar() async -> Bool {
        guard publicacion != .publicando else { return false }
        publicacion = .publicando
        ultimoAviso = ""
        switch await publicarCronica(partidoId: partidoId) {
        case let .success(id):
            publicacion = .publicada(id)
            return true
        case let .failure(fallo):
            publicacion = fallo.sePuedeReintentar ? .noPublicada : .sinPublicar
            ultimoAviso = fallo.mensaje
            return false
        }
    }
}
