/// The scorers screen: the tournament's table, by goals, ties by name, with the screen's words. It
/// reads the tournament in memory, so it is never `cargando`.
public enum GoleadoresUiState: Equatable, Sendable {
    /// Nothing to show yet.
    case cargando
    /// The table cannot be shown, and why (one Spanish line).
    case error(String)
    /// The table.
    case exito(Exito)

    public static let titulo = "Goleadores"
    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    public static let sinGoles = "Todavía no ha marcado nadie."

    /// The tournament's scorers, and the match in play whose goals count so far. The screen has no
    /// action, so nothing to say besides the table (no `ultimoAviso`).
    public struct Exito: Equatable, Sendable {
        public let nombreDelTorneo: String
        public let filas: [FilaDeGoleador]
        /// The match in play, whose goals count up to its current minute.
        public let enCurso: MinutoEnJuego?

        public init(nombreDelTorneo: String, filas: [FilaDeGoleador], enCurso: MinutoEnJuego? = nil) {
            self.nombreDelTorneo = nombreDelTorneo
            self.filas = filas
            self.enCurso = enCurso
        }

        /// "Todavía no ha marcado nadie." in place of an empty table; nil when someone has scored.
        public var enLugarDeLaTabla: String? { filas.isEmpty ? GoleadoresUiState.sinGoles : nil }

        /// "Partido 3 en juego, minuto 30" while a match is in play.
        public var enJuego: String? {
            enCurso.map { "Partido \($0.partidoId) \(MinutoEnJuego.texto(minuto: $0.minuto))" }
        }
    }
}
