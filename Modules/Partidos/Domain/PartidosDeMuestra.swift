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
        /// The match the goal went into.
        public let partidoId: Int
        /// The goal, as it was saved.
        public let gol: EventoDePartido

        /// Goal `gol` saved in match `partidoId`.
        public init(partidoId: Int, gol: EventoDePartido) {
            self.partidoId = partidoId
            self.gol = gol
        }
    }

    /// Match 1 is Rayo FC against Toros, not started, with its script (12' Ana, 55' Iván, 80' Ana:
    /// 2-1 once played); match 2, Lobos against Águilas, has no events.
    public static let partidosDeMuestra = [Ejemplo.rayoContraToros, try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas)]

    /// The tournament in memory, with every change made so far.
    public private(set) var torneo: Torneo
    /// Set by hand to show a change that could not be saved; a save never sets it.
    public var aviso: String?
    /// Every goal saved, in order.
    public private(set) var golesRegistrados: [GolRegistrado] = []
    /// Every player signed, in order.
    public private(set) var fichajes: [Jugador] = []
    /// When set, why every change fails to save (`ErrorDePartidos.noSePudoGuardar` with it), and
    /// nothing changes.
    public var falloAlGuardar: String?

    /// The sample is valid by construction; a bad fixture stops the preview or the test at once.
    public init(equipos: [Equipo] = Ejemplo.equipos, partidos: [Partido] = partidosDeMuestra, aviso: String? = nil) {
        torneo = try! Torneo(nombre: "Copa de muestra", equipos: equipos, partidos: partidos)
        self.aviso = aviso
    }

    /// "Copa de muestra".
    public var nombreDelTorneo: String { torneo.nombre }
    /// The teams in memory, with the players signed so far.
    public var equipos: [Equipo] { torneo.equipos }

    /// The matches in memory, numbered from 1.
    public var partidos: [PartidoDeLista] { torneo.filas }

    /// Match n.º `id` in memory; `nil` when there is none.
    public func partido(id: Int) -> Partido? { torneo.partido(id: id) }

    /// Adds the goal in memory and records it, unless `falloAlGuardar` is set or the model refuses it.
    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        if let falloAlGuardar { throw .noSePudoGuardar(falloAlGuardar) }
        torneo = try torneo.registrandoGol(partidoId: partidoId, gol: gol)
        golesRegistrados.append(GolRegistrado(partidoId: partidoId, gol: gol))
    }

    /// Changes the match's status in memory, unless `falloAlGuardar` is set or the change is refused.
    public func cambiarEstado(partidoId: Int, a estado: EstadoDelPartido) throws(ErrorDePartidos) {
        if let falloAlGuardar { throw .noSePudoGuardar(falloAlGuardar) }
        torneo = try torneo.cambiandoEstado(partidoId: partidoId, a: estado)
    }

    /// Signs the player in memory and records it, unless `falloAlGuardar` is set or the model refuses it.
    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        if let falloAlGuardar { throw .noSePudoGuardar(falloAlGuardar) }
        torneo = try torneo.fichando(jugador, enEquipo: nombre)
        fichajes.append(jugador)
    }
}
