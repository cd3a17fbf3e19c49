public import Torneo

/// The door to the tournament's data: what can be asked, not where it comes from. One instance is
/// shared by the whole app (`AnyObject`), so a goal registered on one screen shows on every other.
/// `@MainActor` because screens observe it.
@MainActor
public protocol PartidosRepositorio: AnyObject {
    /// The tournament's name, as the screens title it.
    var nombreDelTorneo: String { get }
    /// Every team with its roster, in the tournament's order.
    var equipos: [Equipo] { get }
    /// Every stored match, numbered from 1, with its events as stored.
    var partidos: [PartidoDeLista] { get }
    /// Why the last change could not be saved (it is shown, but not on disk), if so.
    var aviso: String? { get }

    /// Stored match n.º `id`; `nil` when there is none.
    func partido(id: Int) -> Partido?
    /// Adds the goal to the match and saves the tournament. On failure nothing changes.
    func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos)
    /// Saves where the match stands (kicked off, at a minute, finished). On failure nothing changes.
    func cambiarEstado(partidoId: Int, a estado: EstadoDelPartido) throws(ErrorDePartidos)
    /// Adds the player to the team's roster and saves the tournament. On failure nothing changes.
    func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos)
}

extension PartidosRepositorio {
    /// The team with exactly this name; `nil` when the tournament has none.
    public func equipo(llamado nombre: String) -> Equipo? {
        equipos.first { $0.nombre == nombre }
    }
}
