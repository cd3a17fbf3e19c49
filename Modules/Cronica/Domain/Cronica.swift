public import Torneo

/// A match report ready to publish: its title ("Rayo FC 2-1 Toros") and one line per goal.
public struct Cronica: Equatable, Sendable {
    public static let sinGoles = "Sin goles"

    public let titulo: String
    /// The goal lines joined by "\n", or "Sin goles".
    public let cuerpo: String

    public init(titulo: String, cuerpo: String) {
        self.titulo = titulo
        self.cuerpo = cuerpo
    }

    /// One line per goal, "12' Ana (Rayo FC)", by minute; goals added late still read in match order.
    public init(de partido: Partido) {
        let goles = partido.eventos
            .enumerated()
            .compactMap { orden, evento -> (minuto: Int, orden: Int, linea: String)? in
                guard case let .gol(minuto, jugador, equipo) = evento else { return nil }
                return (minuto, orden, "\(minuto)' \(jugador.nombre) (\(equipo.nombre))")
            }
            .sorted { ($0.minuto, $0.orden) < ($1.minuto, $1.orden) }
            .map(\.linea)
        self.init(titulo: partido.titulo, cuerpo: goles.isEmpty ? Self.sinGoles : goles.joined(separator: "\n"))
    }

    /// The title, then the body, as the draft shows it.
    public var texto: String { "\(titulo)\n\(cuerpo)" }
}
