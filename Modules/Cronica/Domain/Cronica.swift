public import Partidos
public import Torneo

/// A match report ready to publish: its title ("Rayo FC 2-1 Toros") and one line per goal.
public struct Cronica: Equatable, Sendable {
    /// The body of a report with no goals.
    public static let sinGoles = "Sin goles"

    /// The match and its score: "Rayo FC 2-1 Toros".
    public let titulo: String
    /// The goal lines joined by "\n", or "Sin goles".
    public let cuerpo: String
    /// While the match is in play, the minute the report stands at; it is published only after the
    /// final whistle.
    public let minutoEnJuego: Int?

    /// A report with this title and body, as they are.
    public init(titulo: String, cuerpo: String, minutoEnJuego: Int? = nil) {
        self.titulo = titulo
        self.cuerpo = cuerpo
        self.minutoEnJuego = minutoEnJuego
    }

    /// The report of the match as it stands (of `fila.partido`, cut at its minute while in play).
    public init(de fila: PartidoDeLista) {
        self.init(de: fila.partido, minutoEnJuego: fila.minutoEnJuego)
    }

    /// One line per goal, "12' Ana (Rayo FC)", by minute; goals added late still read in match order.
    public init(de partido: Partido, minutoEnJuego: Int? = nil) {
        let goles = partido.lineasDeGol
        self.init(
            titulo: partido.titulo, cuerpo: goles.isEmpty ? Self.sinGoles : goles.joined(separator: "\n"), minutoEnJuego: minutoEnJuego)
    }

    /// The title (marked while the match is in play), then the body, as the draft shows it.
    public var texto: String {
        let enJuego = minutoEnJuego.map { " · \(MinutoEnJuego.texto(minuto: $0))" } ?? ""
        return "\(titulo)\(enJuego)\n\(cuerpo)"
    }
}
