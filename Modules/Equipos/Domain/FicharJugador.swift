public import Partidos
public import Torneo

/// Adds a player to a team of the tournament and saves it through the shared repository, so every
/// screen sees the new player and `RegistrarGol` counts them in the turn order.
/// `@MainActor` because the repository it writes to is.
@MainActor
public struct FicharJugador {
    private let repositorio: any PartidosRepositorio

    /// `repositorio`: the tournament's repository, shared with every other screen.
    public init(repositorio: any PartidosRepositorio) {
        self.repositorio = repositorio
    }

    /// The roster's rules are the model's (`Jugador`, `Equipo`): the name is trimmed, not empty, at
    /// most 40 characters and unique in the team ignoring case and accents; the dorsal, if any, is
    /// within 1…99 and unique in the team; the team must exist. On failure nothing changes, and the
    /// `ErrorDeEquipos` says why.
    public func callAsFunction(equipo nombreDelEquipo: String, nombre: String, dorsal: Int?) -> Result<Jugador, ErrorDeEquipos> {
        let jugador: Jugador
        do {
            jugador = try Jugador(nombre: nombre, dorsal: dorsal)
        } catch {
            return .failure(.rechazado(error))
        }
        do {
            try repositorio.fichar(jugador, enEquipo: nombreDelEquipo)
        } catch {
            return .failure(ErrorDeEquipos(error))
        }
        return .success(jugador)
    }
}
