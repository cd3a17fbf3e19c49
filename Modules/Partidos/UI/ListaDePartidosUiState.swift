/// Everything the match list shows, in one value, with the screen's words. The list reads the
/// tournament in memory, so it is never `cargando`.
public enum ListaDePartidosUiState: Equatable, Sendable {
    /// Nothing to show yet.
    case cargando
    /// The list cannot be shown, and why (one Spanish line).
    case error(String)
    /// The tournament's matches.
    case exito(Exito)

    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let sinPartidos = "Sin partidos"
    /// Put before the last notice: "Aviso: No se pudo guardar el torneo…".
    public static let prefijoDelAviso = "Aviso: "

    /// The tournament's name and its matches, one row each.
    public struct Exito: Equatable, Sendable {
        public let nombreDelTorneo: String
        public let filas: [FilaDePartido]
        /// Why the last change could not be saved (what the list shows is not on disk); "" when
        /// there is nothing to say.
        public let ultimoAviso: String

        public init(nombreDelTorneo: String, filas: [FilaDePartido], ultimoAviso: String = "") {
            self.nombreDelTorneo = nombreDelTorneo
            self.filas = filas
            self.ultimoAviso = ultimoAviso
        }

        /// "Sin partidos" in place of an empty list; nil when the tournament has matches.
        public var enLugarDeLaLista: String? { filas.isEmpty ? ListaDePartidosUiState.sinPartidos : nil }
    }
}
