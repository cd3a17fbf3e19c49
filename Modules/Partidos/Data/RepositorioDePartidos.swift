public import Core
import Foundation
public import Observation
public import Torneo

/// The tournament the app plays: loaded from its store at start and saved at once after every
/// change. A `nil` store never touches the disk.
@MainActor
@Observable
public final class RepositorioDePartidos: PartidosRepositorio {
    public private(set) var torneo: Torneo
    /// Why the last save failed, so what is shown is not on disk; `nil` once a save succeeds.
    public private(set) var aviso: String? = nil
    /// The file set aside at start (the sample was used instead), said once by the app at start.
    public let avisoAlCargar: String?
    /// The app reports it as a change not saved.
    public var falloAlGuardar: String? { aviso }
    @ObservationIgnored private let almacen: AlmacenDelTorneo?
    /// Files found unreadable and set aside while the app ran, not said yet.
    @ObservationIgnored private var apartadosSinDecir: [String] = []

    /// No file: the sample, saved at once. An unreadable file: kept aside, the sample used, and
    /// `avisoAlCargar` says why and where the file went. A `nil` store never touches the disk.
    public init(almacen: AlmacenDelTorneo?) {
        var avisoAlCargar: String?
        var nuevo = false
        switch almacen?.cargar() {
        case nil:
            torneo = DatosDeEjemplo.torneo
        case .vacio:
            torneo = DatosDeEjemplo.torneo
            nuevo = true
        case let .cargado(guardado):
            torneo = guardado
        case let .apartado(apartado):
            torneo = DatosDeEjemplo.torneo
            // A file that could not even be moved aside is never written over: the store refuses.
            avisoAlCargar = apartado.mensaje
        }
        self.almacen = almacen
        self.avisoAlCargar = avisoAlCargar
        if nuevo {
            // A failure stays in `aviso`, and the app reports it as a change not saved.
            try? guardar(torneo)
        }
    }

    public var nombreDelTorneo: String { torneo.nombre }
    public var equipos: [Equipo] { torneo.equipos }
    public var partidos: [PartidoDeLista] { torneo.filas }

    public func partido(id: Int) -> Partido? {
        torneo.partido(id: id)
    }

    public func registrarGol(partidoId: Int, gol: EventoDePartido) throws(ErrorDePartidos) {
        try cambiar { torneo throws(ErrorDePartidos) in try torneo.registrandoGol(partidoId: partidoId, gol: gol) }
    }

    public func cambiarEstado(partidoId: Int, a estado: EstadoDelPartido) throws(ErrorDePartidos) {
        try cambiar { torneo throws(ErrorDePartidos) in try torneo.cambiandoEstado(partidoId: partidoId, a: estado) }
    }

    public func fichar(_ jugador: Jugador, enEquipo nombre: String) throws(ErrorDePartidos) {
        try cambiar { torneo throws(ErrorDePartidos) in try torneo.fichando(jugador, enEquipo: nombre) }
    }

    /// Follows another process on the same folder: when it wrote the file, memory takes what is on
    /// disk (so every screen shows the other terminal's goals and signings). A file it left unreadable
    /// is set aside and `aviso` says so; memory keeps what it had, and the next change writes it back.
    /// `true` when something changed.
    @discardableResult
    public func releer() -> Bool {
        switch almacen?.releer() {
        case nil, .vacio?:
            return false
        case let .cargado(enDisco)?:
            // The store answers only when the file is not as this process left it.
            torneo = enDisco
            return true
        case let .apartado(apartado)?:
            aviso = apartado.mensaje
            apartadosSinDecir.append(apartado.mensaje)
            return true
        }
    }

    /// Each file set aside since the last call, said once: a later save clears `aviso`, but the
    /// person must still learn that a file was moved and where.
    public func avisosSinDecir() -> [String] {
        defer { apartadosSinDecir = [] }
        return apartadosSinDecir
    }

    /// Another process may share the file: the change is applied, under the file's lock, to the
    /// tournament on disk, never to a stale copy; memory then holds what is on disk, with or without
    /// the change. A change the tournament on disk refuses (a name another process took) says why
    /// and writes nothing. Saved before memory changes, so a failed save leaves both as they were;
    /// `aviso` keeps the reason until a later save succeeds.
    private func cambiar(_ cambio: (Torneo) throws(ErrorDePartidos) -> Torneo) throws(ErrorDePartidos) {
        guard let almacen else {
            torneo = try cambio(torneo)
            return
        }
        let resultado: ResultadoDelCambio<Torneo, ErrorDePartidos>
        do {
            resultado = try almacen.cambiar(partiendoDe: torneo, cambio)
        } catch {
            throw noSeGuardo(error)
        }
        if torneo != resultado.enDisco { torneo = resultado.enDisco }
        if case let .rechazado(fallo, _) = resultado { throw fallo }
        aviso = nil
    }

    /// The store's failure as the tournament's: `aviso` keeps its message until a save succeeds.
    private func noSeGuardo(_ error: ErrorDeAlmacen) -> ErrorDePartidos {
        let motivo = if case let .noSePudoGuardar(_, motivo) = error { motivo } else { error.mensaje }
        let fallo = ErrorDePartidos.noSePudoGuardar(motivo)
        aviso = fallo.mensaje
        return fallo
    }

    /// The first save of the sample, when there was no file.
    private func guardar(_ nuevo: Torneo) throws(ErrorDePartidos) {
        guard let almacen else { return }
        do {
            try almacen.guardar(nuevo)
            aviso = nil
        } catch {
            throw noSeGuardo(error)
        }
    }
}
