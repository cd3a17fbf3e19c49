import Marcador
import MarcadorApp

extension MarcadorUiState {
    /// The match, when the screen shows one.
    var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}

extension AjustesUiState {
    /// The settings, when the screen shows them.
    var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}
