/// Everything the match list shows, in one value.
public struct ListaDePartidosUiState: Equatable, Sendable {
    public let nombreDelTorneo: String
    public let filas: [FilaDePartido]
    /// Why the saved tournament was not used, when the sample replaced it.
    public let aviso: String?

    public init(nombreDelTorneo: String, filas: [FilaDePartido], aviso: String?) {
        self.nombreDelTorneo = nombreDelTorneo
        self.filas = filas
        self.aviso = aviso
    }
}
