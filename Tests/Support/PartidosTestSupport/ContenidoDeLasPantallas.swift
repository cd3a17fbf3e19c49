public import Partidos

extension ListaDePartidosUiState {
    /// The list, when the screen shows one.
    public var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}

extension GoleadoresUiState {
    /// The table, when the screen shows one.
    public var exito: Exito? {
        if case let .exito(exito) = self { exito } else { nil }
    }
}
