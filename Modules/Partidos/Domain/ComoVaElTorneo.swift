public import Torneo

/// The tournament as it stands at this moment: every stored match, and the one in play cut at its
/// current minute (nothing of its later minutes appears). Every screen reads matches through it, so
/// the list, the scorers and the crónica show the score the live match shows.
@MainActor
public struct ComoVaElTorneo {
    /// Where the stored matches and teams are read from.
    public let repositorio: any PartidosRepositorio
    private let juego: (any JuegoEnCurso)?

    /// `juego`: what is being played; `nil` where nothing can be (a preview of stored matches).
    public init(repositorio: any PartidosRepositorio, juego: (any JuegoEnCurso)?) {
        self.repositorio = repositorio
        self.juego = juego
    }

    /// The tournament's name, as the repository has it.
    public var nombreDelTorneo: String { repositorio.nombreDelTorneo }

    /// The match list, each match as it stands: none of the goals of a match not started, those of
    /// the minutes reached by one in play (the live minute when it is being played), all of a
    /// finished one.
    public var partidos: [PartidoDeLista] {
        let enCurso = juego?.enCurso
        return repositorio.partidos.map { fila in Self.comoVa(fila.id, fila.partido, enCurso: enCurso) }
    }

    /// Match `id` as it stands; `nil` when the tournament has no such match.
    public func partido(id: Int) -> PartidoDeLista? {
        guard let guardado = repositorio.partido(id: id) else { return nil }
        return Self.comoVa(id, guardado, enCurso: juego?.enCurso)
    }

    private static func comoVa(_ id: Int, _ guardado: Partido, enCurso: MinutoEnJuego?) -> PartidoDeLista {
        var partido = guardado
        // The match being played stands at its live minute, which runs ahead of the one stored.
        if let enCurso, enCurso.partidoId == id, guardado.estado != .terminado,
            let enJuego = try? guardado.con(estado: .enJuego(minuto: enCurso.minuto))
        {
            partido = enJuego
        }
        let minuto: Int? = if case let .enJuego(minuto) = partido.estado { minuto } else { nil }
        return PartidoDeLista(id: id, partido: partido.jugado, minutoEnJuego: minuto)
    }

    /// The scorers of the goals scored so far, by goals, ties by name.
    public var goleadores: [Goleador] { Goleador.tabla(de: partidos.map(\.partido)) }

    /// The match in play, if any.
    public var enCurso: MinutoEnJuego? { juego?.enCurso }
}
