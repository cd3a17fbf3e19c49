import Marcador
import MarcadorApp
import Partidos

extension ListaDePartidosUiState {
    /// The list, when the screen shows one.
    var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}

extension GoleadoresUiState {
    /// The table, when the screen shows one.
    var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}

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
