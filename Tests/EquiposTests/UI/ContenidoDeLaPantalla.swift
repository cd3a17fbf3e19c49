import Equipos

extension EquiposViewModel {
    /// The teams and the form, when the screen shows them.
    var exito: EquiposUiState.Exito? {
        if case let .exito(exito) = uiState { exito } else { nil }
    }
}
