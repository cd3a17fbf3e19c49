public import Partidos
public import Torneo

/// Registers a goal by hand. The rules: the match must exist; the scoring team must have players;
/// the scorer is the player whose turn it is (the goals the team already has, modulo the roster
/// size); the goal is saved and returned.
@MainActor
public struct RegistrarGol {
    public enum Fallo: Error, Equatable, Sendable {
        case noExisteElPartido(Int)
        case equipoSinJugadores(String)
        /// The repository refused the goal or could not save it; nothing changed.
        case noSeGuardo(ErrorDePartidos)

        public var mensaje: String {
            switch self {
            case let .noExisteElPartido(id): ErrorDePartidos.noExisteElPartido(id).mensaje
            case let .equipoSinJugadores(nombre): "\(nombre) no tiene jugadores"
            case let .noSeGuardo(error): error.mensaje
            }
        }
    }

    private let repositorio: any PartidosRepositorio

    public init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    public func callAsFunction(partidoId: Int, lado: Lado, minuto: Int) -> Result<EventoDePartido, Fallo> {
        guard let partido = repositorio.partido(id: partidoId) else {
            return .failure(.noExisteElPartido(partidoId))
        }
        let equipo = lado.equipo(en: partido)
        guard !equipo.plantilla.isEmpty else { return .failure(.equipoSinJugadores(equipo.nombre)) }
        let jugador = equipo.plantilla[partido.golesDe(equipo) % equipo.plantilla.count]
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
