import Core
public import Observation

/// The settings screen: shows the saved match duration and changes it through the app's `Ajustes`,
/// which saves it at once (as the demo's `duracion`).
@MainActor
@Observable
public final class AjustesViewModel {
    @ObservationIgnored private let ajustes: Ajustes
    /// Why the last choice was refused, if so; the settings' own save failure is read from them.
    private var rechazo: String?

    public init(ajustes: Ajustes) {
        self.ajustes = ajustes
    }

    deinit {
        Registro.anotar("AjustesViewModel LIBERADO")
    }

    /// The screen in one value, derived on every read.
    public var uiState: AjustesUiState {
        .exito(
            .init(
                duracion: ajustes.duracionDelPartido, duraciones: Ajustes.duraciones,
                ultimoAviso: rechazo ?? ajustes.falloAlGuardar ?? ""))
    }

    /// Chooses the duration of the matches that start from now on; `false` when it was refused or
    /// not saved, and the screen's `ultimoAviso` says why.
    @discardableResult
    public func elegirDuracion(_ minutos: Int) -> Bool {
        switch CambiarLaDuracion(ajustes: ajustes)(minutos) {
        case .success:
            rechazo = nil
            return true
        case let .failure(error):
            rechazo = error.mensaje
            return false
        }
    }
}
