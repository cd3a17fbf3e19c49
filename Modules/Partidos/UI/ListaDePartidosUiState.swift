/// Everything the match list shows, in one value.
public struct ListaDePartidosUiState: Equatable, Sendable {
    public let nombreDelTorneo: String
    public let filas: [FilaDePartido]
    /// Why the last change could not be saved, if so.
    public let aviso: String?

    public init(nombreDelTorneo: String, filas: [FilaDePartido], aviso: String?) {
        self.nombreDelTorneo = nombreDelTorneo
        self.filas = filas
        self.aviso = aviso
    }
}
