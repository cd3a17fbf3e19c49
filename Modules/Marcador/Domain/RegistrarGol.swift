public import Partidos
public import Torneo

/// Registers a goal by hand. The rules: the match must exist and be in play (here or in another
/// process on the data folder), the goal going in at its current minute; the scoring team must have
/// players; the scorer is the player whose turn it is (the goals the team already has, modulo the
/// roster size); the goal is saved and returned. A refused goal saves nothing, and says why as an
/// `ErrorDeMarcador`.
@MainActor
public struct RegistrarGol {
    private let repositorio: any PartidosRepositorio
    private let juego: any JuegoEnCurso

    /// `juego` says which match is in play and at what minute.
    public init(repositorio: any PartidosRepositorio, juego: any JuegoEnCurso) {
        self.repositorio = repositorio
        self.juego = juego
    }

    /// Registers a goal for `lado` in match `partidoId` at its current minute and returns it, saved;
    /// on failure nothing is saved.
    public func callAsFunction(partidoId: Int, lado: Lado) -> Result<EventoDePartido, ErrorDeMarcador> {
        guard let partido = repositorio.partido(id: partidoId) else {
            return .failure(.noExisteElPartido(partidoId))
        }
        guard let enCurso = juego.enCurso, enCurso.partidoId == partidoId else { return .failure(.noEstaEnJuego(partidoId)) }
        let minuto = enCurso.minuto
        let equipo = lado.equipo(en: partido)
        guard !equipo.plantilla.isEmpty else { return .failure(.equipoSinJugadores(equipo.nombre)) }
        // The goals it has so far: those of its script not reached yet do not count.
        let jugador = equipo.plantilla[partido.hasta(minuto: minuto).golesDe(equipo) % equipo.plantilla.count]
        let gol = EventoDePartido.gol(minuto: minuto, jugador: jugador, equipo: equipo)
        do {
            try repositorio.registrarGol(partidoId: partidoId, gol: gol)
        } catch .noExisteElPartido(let id) {
            return .failure(.noExisteElPartido(id))
        } catch {
            return .failure(.noSeGuardo(error))
        }
        return .success(gol)
    }
}
