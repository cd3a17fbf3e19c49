/// The scorers screen: the tournament's table, by goals, ties by name, with the screen's words.
public struct GoleadoresUiState: Equatable, Sendable {
    public static let titulo = "Goleadores"
    public static let sinGoles = "Todavía no ha marcado nadie."

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
    public var enLugarDeLaTabla: String? { filas.isEmpty ? Self.sinGoles : nil }

    /// "Partido 3 en juego, minuto 30" while a match is in play.
    public var enJuego: String? {
        enCurso.map { "Partido \($0.partidoId) \(MinutoEnJuego.texto(minuto: $0.minuto))" }
    }
}
