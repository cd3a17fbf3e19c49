/// Something that happened in a match, at a minute (0…120).
public enum EventoDePartido: Equatable, Sendable {
    case gol(minuto: Int, jugador: Jugador, equipo: Equipo)
    case tarjeta(minuto: Int, jugador: Jugador, equipo: Equipo, color: Tarjeta)
    case cambio(minuto: Int, sale: Jugador, entra: Jugador, equipo: Equipo)

    public static let minutosValidos = 0...120

    public var minuto: Int {
        switch self {
        case let .gol(minuto, _, _), let .tarjeta(minuto, _, _, _), let .cambio(minuto, _, _, _): minuto
        }
    }

    public var equipo: Equipo {
        switch self {
        case let .gol(_, _, equipo), let .tarjeta(_, _, equipo, _), let .cambio(_, _, _, equipo): equipo
        }
    }

    /// The players the event names, all of whom must be in the team's roster.
    public var jugadores: [Jugador] {
        switch self {
        case let .gol(_, jugador, _), let .tarjeta(_, jugador, _, _): [jugador]
        case let .cambio(_, sale, entra, _): [sale, entra]
        }
    }
}

public enum Tarjeta: String, Sendable, CaseIterable {
    case amarilla
    case roja
}
