/// Everything the match list shows, in one value, with the screen's words.
public struct ListaDePartidosUiState: Equatable, Sendable {
    public static let sinPartidos = "Sin partidos"

    public let nombreDelTorneo: String
    public let filas: [FilaDePartido]
    /// Why the last change could not be saved, if so.
    public let aviso: String?

    public init(nombreDelTorneo: String, filas: [FilaDePartido], aviso: String?) {
        self.nombreDelTorneo = nombreDelTorneo
        self.filas = filas
        self.aviso = aviso
    }

    /// "Sin partidos" in place of an empty list; nil when the tournament has matches.
    public var enLugarDeLaLista: String? { filas.isEmpty ? Self.sinPartidos : nil }
}
