public import Observation

/// The Crónica screen of one match: shows the draft and publishes it.
@MainActor
@Observable
public final class CronicaViewModel {
    public let partidoId: Int
    public private(set) var estado: CronicaUiState

    private let publicarCronica: PublicarCronica

    public init(partidoId: Int, publicarCronica: PublicarCronica) {
        self.partidoId = partidoId
        self.publicarCronica = publicarCronica
        do {
            estado = .borrador(try publicarCronica.cronica(partidoId: partidoId).texto)
        } catch {
            estado = .error(error.mensaje)
        }
    }

    /// Whether `publicar()` would do anything now: one publication at a time.
    public var sePuedePublicar: Bool { estado != .publicando }

    /// Publishes the report as the match stands now. Ignored while a publication is under way, so a
    /// double tap never publishes twice.
    public func publicar() async {
        guard sePuedePublicar else { return }
        estado = .publicando
        do {
            estado = .publicada(try await publicarCronica(partidoId: partidoId))
        } catch {
            estado = .error(error.mensaje)
        }
    }
}
