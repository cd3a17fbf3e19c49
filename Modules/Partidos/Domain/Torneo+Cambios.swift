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

    /// A copy with the goal added to match `partidoId`, which then stands in play at least at the
    /// goal's minute (a goal is never later than the minute its match reached). No such match, a
    /// finished one, or a goal the model refuses, throws.
    public func registrandoGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) -> Torneo {
        guard let partido = partido(id: partidoId) else { throw .noExisteElPartido(partidoId) }
        let minuto: Int
        switch partido.estado {
        case .terminado: throw .yaTermino(partidoId)
        case .sinEmpezar: minuto = gol.minuto
        case let .enJuego(alcanzado): minuto = max(alcanzado, gol.minuto)
        }
        // `partido(id:)` found it, so `partidoId - 1` is a valid index and cannot overflow.
        do {
            return try reemplazando(partido: partidoId - 1, por: try partido.registrando(gol).con(estado: .enJuego(minuto: minuto)))
        } catch {
            throw .rechazado(error)
        }
    }

    /// A copy where match `partidoId` stands at `estado`. A finished match stays finished, and a
    /// match in play never goes back to not started. A match in play that finishes ends at the
    /// minute it reached: events of its script after it never happened and leave its record.
    public func cambiandoEstado(partidoId: Int, a estado: EstadoDelPartido) throws(ErrorDePartidos) -> Torneo {
        guard let partido = partido(id: partidoId) else { throw .noExisteElPartido(partidoId) }
        switch (partido.estado, estado) {
        case (.terminado, .terminado): return self
        case (.terminado, _): throw .yaTermino(partidoId)
        case (.enJuego, .sinEmpezar): return self
        default: break
        }
        do {
            if estado == .terminado, case let .enJuego(minuto) = partido.estado {
                return try reemplazando(partido: partidoId - 1, por: try partido.hasta(minuto: minuto).con(estado: .terminado))
            }
            return try reemplazando(partido: partidoId - 1, por: try partido.con(estado: estado))
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
