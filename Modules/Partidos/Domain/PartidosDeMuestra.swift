public import Observation
public import Torneo

/// A tournament in memory for previews, of this feature and of the features that use it: the sample
/// teams, changes kept in memory, never the disk. In Domain so that every feature's previews can use
/// it (a feature may use another feature's Domain, never its UI); compiled everywhere, so Linux
/// type-checks it even though only the SwiftUI previews use it.
@MainActor
@Observable
public final class PartidosDeMuestra: PartidosRepositorio {
    /// Match 1 is Rayo FC 2-1 Toros; match 2 has not been played.
    public static let partidosDeMuestra = [Ejemplo.rayoContraToros, try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas)]

    public var aviso: String?
    private var torneo: Torneo

    /// The sample is valid by construction; a bad preview fixture stops the preview at once.
    public init(equipos: [Equipo] = Ejemplo.equipos, partidos: [Partido] = partidosDeMuestra, aviso: String? = nil) {
        torneo = try! Torneo(nombre: "Copa de muestra", equipos: equipos, partidos: partidos)
        self.aviso = aviso
    }

    public var nombreDelTorneo: String { torneo.nombre }
    public var equipos: [Equipo] { torneo.equipos }

    public var partidos: [PartidoDeLista] { torneo.filas }

    public func partido(id: Int) -> Partido? { torneo.partido(id: id) }

    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        torneo = try torneo.registrandoGol(partidoId: partidoId, gol: gol)
    }

    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        torneo = try torneo.fichando(jugador, enEquipo: nombre)
    }
}
