public import Observation
public import Partidos
public import Torneo

/// An in-memory `PartidosRepositorio` for tests that records what it was asked to do and can be told
/// to fail the next save.
@MainActor
@Observable
public final class RepositorioFalso: PartidosRepositorio {
    public struct GolRegistrado: Equatable, Sendable {
        public let partidoId: Int
        public let gol: EventoDePartido

        public init(partidoId: Int, gol: EventoDePartido) {
            self.partidoId = partidoId
            self.gol = gol
        }
    }

    public private(set) var torneo: Torneo
    public var aviso: String?
    public private(set) var golesRegistrados: [GolRegistrado] = []
    public private(set) var fichajes: [Jugador] = []
    /// When set, every change fails with this error and nothing changes.
    public var falloAlGuardar: ErrorDePartidos?

    /// Match n.º 1 is Rayo FC 2-1 Toros unless other matches are given.
    public init(equipos: [Equipo] = Ejemplo.equipos, partidos: [Partido] = [Ejemplo.rayoContraToros]) {
        // Test data is valid by construction; a bad fixture is a bug in the test.
        torneo = try! Torneo(nombre: "Copa de prueba", equipos: equipos, partidos: partidos)
    }

    public var nombreDelTorneo: String { torneo.nombre }
    public var equipos: [Equipo] { torneo.equipos }
    public var partidos: [PartidoDeLista] { torneo.filas }

    public func partido(id: Int) -> Partido? { torneo.partido(id: id) }

    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        if let falloAlGuardar { throw falloAlGuardar }
        torneo = try torneo.registrandoGol(partidoId: partidoId, gol: gol)
        golesRegistrados.append(GolRegistrado(partidoId: partidoId, gol: gol))
    }

    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        if let falloAlGuardar { throw falloAlGuardar }
        torneo = try torneo.fichando(jugador, enEquipo: nombre)
        fichajes.append(jugador)
    }
}
