public import Torneo

/// The changes every `PartidosRepositorio` makes, as values (the one on disk, the previews' and the
/// tests' in memory): each returns a new tournament or a typed error and never half a change.
extension Torneo {
    /// Match n.º `id` lives at `partidos[id - 1]`.
    public var filas: [PartidoDeLista] {
        partidos.enumerated().map { PartidoDeLista(id: $0.offset + 1, partido: $0.element) }
    }

    /// Any number a person types is safe here: ids outside 1…count (even `Int.min`) find nothing.
    public func partido(id: Int) -> Partido? {
        guard id >= 1, id <= partidos.count else { return nil }
        return partidos[id - 1]
    }

    /// A copy with the goal added to match `partidoId`; no such match, or a goal the model refuses, throws.
    public func registrandoGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) -> Torneo {
        guard let partido = partido(id: partidoId) else { throw .noExisteElPartido(partidoId) }
        // `partido(id:)` found it, so `partidoId - 1` is a valid index and cannot overflow.
        do {
            return try reemplazando(partido: partidoId - 1, por: try partido.registrando(gol))
        } catch {
            throw .rechazado(error)
        }
    }

    /// A copy with the player signed by the team called `nombre`; no such team, or a player the model
    /// refuses, throws.
    public func fichando(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) -> Torneo {
        guard let equipo = equipo(llamado: nombre) else { throw .noExisteElEquipo(nombre) }
        do {
            return try fichando(jugador, en: equipo)
        } catch {
            throw .rechazado(error)
        }
    }
}
