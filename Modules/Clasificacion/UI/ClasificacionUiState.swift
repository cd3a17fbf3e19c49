public import Partidos

/// Everything the league table's screen shows, in one value, with the screen's words: the view and
/// the text twin read only this. The table is read from the tournament in memory, so it is never
/// `cargando` for long.
public enum ClasificacionUiState: Equatable, Sendable {
    public static let titulo = "Clasificación"
    /// Shown while there is nothing to show yet.
    public static let textoDeCarga = "Cargando…"
    /// In place of a table with no team.
    public static let sinEquipos = "Todavía no hay equipos en el torneo."
    /// Put before the last notice: "Aviso: No se pudo guardar el torneo…".
    public static let prefijoDelAviso = "Aviso: "
    /// The columns' headings: played, won, drawn, lost, goals for, goals against, difference, points.
    public static let columnas = ["PJ", "G", "E", "P", "GF", "GC", "DG", "Pts"]
    /// The heading of the teams' column.
    public static let columnaDelEquipo = "Equipo"
    /// After the line of a team that plays a match in play.
    public static let marcaEnJuego = "▶ en juego"

    /// Nothing to show yet.
    case cargando
    /// The table cannot be shown, and why (one Spanish line).
    case error(String)
    /// The table.
    case exito(Exito)

    /// The table as it stands: a snapshot, it never changes.
    public struct Exito: Equatable, Sendable {
        public let nombreDelTorneo: String
        /// One line per team, in the table's order: its position is its index plus one.
        public let filas: [FilaDeLaClasificacion]
        /// The matches counted at their current minute.
        public let enJuego: [MinutoEnJuego]
        /// Why the tournament's last change could not be saved (the table counts what is not on
        /// disk); "" when there is nothing to say.
        public let ultimoAviso: String

        public init(nombreDelTorneo: String, filas: [FilaDeLaClasificacion], enJuego: [MinutoEnJuego] = [], ultimoAviso: String = "") {
            self.nombreDelTorneo = nombreDelTorneo
            self.filas = filas
            self.enJuego = enJuego
            self.ultimoAviso = ultimoAviso
        }

        /// "Todavía no hay equipos en el torneo." in place of an empty table; nil when it has teams.
        public var enLugarDeLaTabla: String? { filas.isEmpty ? ClasificacionUiState.sinEquipos : nil }

        /// "Partido 13 en juego, minuto 30", one per match counted at its current minute.
        public var lineasEnJuego: [String] {
            enJuego.map { "Partido \($0.partidoId) \(MinutoEnJuego.texto(minuto: $0.minuto))" }
        }

        /// A line's numbers as the columns show them: "3", "2", "1", "0", "5", "2", "+3", "7".
        public static func cifras(de fila: FilaDeLaClasificacion) -> [String] {
            let diferencia = fila.diferencia > 0 ? "+\(fila.diferencia)" : "\(fila.diferencia)"
            return [fila.jugados, fila.ganados, fila.empatados, fila.perdidos, fila.golesAFavor, fila.golesEnContra].map(String.init)
                + [diferencia, String(fila.puntos)]
        }
    }
}
