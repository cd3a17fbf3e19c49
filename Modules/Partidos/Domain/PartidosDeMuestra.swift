public import Observation
public import Torneo

/// The tournament in memory: the one stand-in for `PartidosRepositorio` that previews (of this
/// feature and of the features that use it) and tests share. Changes stay in memory, never the disk;
/// it records what it was asked to save, and `falloAlGuardar` makes every save fail, so a preview or
/// a test can show a refused change. In Domain so every feature may use it (a feature may use
/// another feature's Domain, never its UI or Data).
@MainActor
@Observable
public final class PartidosDeMuestra: PartidosRepositorio {
    /// A goal this repository saved.
    public struct GolRegistrado: Equatable, Sendable {
        public let partidoId: Int
        public let gol: EventoDePartido

        public init(partidoId: Int, gol: EventoDePartido) {
            self.partidoId = partidoId
            self.gol = gol
        }
    }

    /// Match 1 is Rayo FC 2-1 Toros; match 2 has not been played.
    public static let partidosDeMuestra = [Ejemplo.rayoContraToros, try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas)]

    public private(set) var torneo: Torneo
    public var aviso: String?
    /// Every goal saved, in order.
    public private(set) var golesRegistrados: [GolRegistrado] = []
    /// Every player signed, in order.
    public private(set) var fichajes: [Jugador] = []
    /// When set, every change fails with this error and nothing changes.
    public var falloAlGuardar: ErrorDePartidos?

    /// The sample is valid by construction; a bad fixture stops the preview or the test at once.
    public init(equipos: [Equipo] = Ejemplo.equipos, partidos: [Partido] = partidosDeMuestra, aviso: String? = nil) {
        torneo = try! Torneo(nombre: "Copa de muestra", equipos: equipos, partidos: partidos)
        self.aviso = aviso
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
