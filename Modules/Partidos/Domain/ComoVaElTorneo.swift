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

    /// The match list, with the match in play as it stands and its minute.
    public var partidos: [PartidoDeLista] {
        let enCurso = juego?.enCurso
        return repositorio.partidos.map { fila in
            guard let enCurso, enCurso.partidoId == fila.id else { return fila }
            return PartidoDeLista(id: fila.id, partido: fila.partido.hasta(minuto: enCurso.minuto), minutoEnJuego: enCurso.minuto)
        }
    }

    /// Match `id` as it stands; `nil` when the tournament has no such match.
    public func partido(id: Int) -> PartidoDeLista? {
        guard let guardado = repositorio.partido(id: id) else { return nil }
        guard let enCurso = juego?.enCurso, enCurso.partidoId == id else { return PartidoDeLista(id: id, partido: guardado) }
        return PartidoDeLista(id: id, partido: guardado.hasta(minuto: enCurso.minuto), minutoEnJuego: enCurso.minuto)
    }

    /// The scorers of the goals scored so far, by goals, ties by name.
    public var goleadores: [Goleador] { Goleador.tabla(de: partidos.map(\.partido)) }

    /// The match in play, if any.
    public var enCurso: MinutoEnJuego? { juego?.enCurso }
}
