/// A scorer and the goals they scored for their team.
public struct Goleador: Equatable, Sendable {
    public let jugador: Jugador
    public let equipo: Equipo
    public let goles: Int

    public init(jugador: Jugador, equipo: Equipo, goles: Int) {
        self.jugador = jugador
        self.equipo = equipo
        self.goles = goles
    }

    /// Scorers of the given matches, by goals (most first), ties by name.
    public static func tabla(de partidos: some Sequence<Partido>) -> [Goleador] {
        var goles: [Clave: Int] = [:]
        for partido in partidos {
            for case let .gol(_, jugador, equipo) in partido.eventos {
                goles[Clave(jugador: jugador, equipo: equipo), default: 0] += 1
            }
        }
        return
            goles
            .map { Goleador(jugador: $0.key.jugador, equipo: $0.key.equipo, goles: $0.value) }
            .sorted { a, b in
                // Names are compared only between scorers level on goals.
                if a.goles != b.goles { return a.goles > b.goles }
                if a.jugador.nombre != b.jugador.nombre { return a.jugador.nombre < b.jugador.nombre }
                return a.equipo.nombre < b.equipo.nombre
            }
    }

    private struct Clave: Hashable {
        let jugador: Jugador
        let equipo: Equipo
    }
}
