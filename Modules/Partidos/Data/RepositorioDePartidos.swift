import Core
public import Observation
public import Torneo

/// The tournament the app plays: loaded from its store at start and saved at once after every
/// change. A `nil` store never touches the disk.
@MainActor
@Observable
public final class RepositorioDePartidos: PartidosRepositorio {
    public private(set) var torneo: Torneo
    public private(set) var aviso: String? = nil
    @ObservationIgnored private let almacen: AlmacenDelTorneo?

    /// No file: the sample, saved at once. An unreadable file: kept aside, the sample used, and
    /// `aviso` says why and where the file went.
    public init(almacen: AlmacenDelTorneo?) {
        guard let almacen else {
            torneo = DatosDeEjemplo.torneo
            self.almacen = nil
            return
        }
        switch almacen.cargar() {
        case let .cargado(guardado):
            torneo = guardado
            self.almacen = almacen
        case .vacio:
            torneo = DatosDeEjemplo.torneo
            self.almacen = almacen
            do {
                try guardar(torneo)
            } catch {
                aviso = error.mensaje
            }
        case let .apartado(apartado):
            torneo = DatosDeEjemplo.torneo
            aviso = apartado.mensaje
            // A file that could not even be moved aside must never be overwritten: memory only.
            self.almacen = apartado.sigueEnSuSitio ? nil : almacen
        }
    }

    public var nombreDelTorneo: String { torneo.nombre }
    public var equipos: [Equipo] { torneo.equipos }
    public var partidos: [PartidoDeLista] { torneo.filas }

    public func partido(id: Int) -> Partido? {
        torneo.partido(id: id)
    }

    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        let nuevo = try torneo.registrandoGol(partidoId: partidoId, gol: gol)
        try guardar(nuevo)
        torneo = nuevo
    }

    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        let nuevo = try torneo.fichando(jugador, enEquipo: nombre)
        try guardar(nuevo)
        torneo = nuevo
    }

    /// Saved before memory changes, so a failed save leaves both as they were.
    private func guardar(_ nuevo: Torneo) throws(ErrorDePartidos) {
        guard let almacen else { return }
        do {
            try almacen.guardar(nuevo)
        } catch let .noSePudoGuardar(_, motivo) {
            throw .noSePudoGuardar(motivo)
        } catch {
            throw .noSePudoGuardar(error.mensaje)
        }
    }
}
