public import Observation
public import Torneo

/// A tournament kept in memory only: previews, the demo's offline runs and tests that need the real
/// rules without a disk.
@MainActor
@Observable
public final class RepositorioEnMemoria: PartidosRepositorio {
    public private(set) var torneo: Torneo
    public let aviso: String? = nil

    public init(torneo: Torneo = DatosDeEjemplo.torneo) {
        self.torneo = torneo
    }

    public var nombreDelTorneo: String { torneo.nombre }
    public var equipos: [Equipo] { torneo.equipos }
    public var partidos: [PartidoDeLista] { torneo.filas }

    public func partido(id: Int) -> Partido? {
        torneo.partido(id: id)
    }

    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        torneo = try torneo.registrandoGol(partidoId: partidoId, gol: gol)
    }

    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        torneo = try torneo.fichando(jugador, enEquipo: nombre)
    }
}
