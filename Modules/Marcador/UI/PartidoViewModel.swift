public import Core
public import Observation
public import Partidos
import Torneo

/// The match screen. It starts its match through the app's `PartidoEnJuego`, or resumes it when it
/// is already live, so closing the screen never stops the match. Goals by hand go through
/// `RegistrarGol`.
@MainActor
@Observable
public final class PartidoViewModel {
    public let partidoId: Int
    /// The last refusal (a goal, a match that would not start), with the live minute mark it came
    /// after: it is the screen's `ultimoAviso` until the live one changes or an action succeeds.
    private var rechazo: (mensaje: String, tras: String)?
    private var abierto = false

    @ObservationIgnored private let repositorio: any PartidosRepositorio
    @ObservationIgnored private let registrarGol: RegistrarGol
    @ObservationIgnored private let partidoEnJuego: PartidoEnJuego
    @ObservationIgnored private let notificador: any Notificador
    @ObservationIgnored private let duracion: Int
    @ObservationIgnored private let msPorMinuto: Int

    /// `duracion` (90 or 60) and `msPorMinuto` come from the app's settings.
    public init(
        partidoId: Int,
        repositorio: any PartidosRepositorio,
        registrarGol: RegistrarGol,
        partidoEnJuego: PartidoEnJuego,
        notificador: any Notificador,
        duracion: Int,
        msPorMinuto: Int
    ) {
        self.partidoId = partidoId
        self.repositorio = repositorio
        self.registrarGol = registrarGol
        self.partidoEnJuego = partidoEnJuego
        self.notificador = notificador
        self.duracion = duracion
        self.msPorMinuto = msPorMinuto
    }

    deinit {
        Registro.anotar("PartidoViewModel LIBERADO")
    }

    /// The screen in one value, derived on every read from the live match or the stored one, so it
    /// never goes stale.
    public var uiState: MarcadorUiState {
        guard abierto else { return .cargando }
        if let directo = partidoEnJuego.directo(id: partidoId) {
            return .exito(
                .init(
                    partidoId: partidoId,
                    partido: directo.partido,
                    marcador: directo.partido.marcador,
                    minuto: directo.minuto,
                    corriendo: directo.corriendo,
                    ultimoAviso: ultimoAviso(trasElDelPartido: directo.ultimoAviso),
                    duracion: directo.duracion
                ))
        }
        guard let guardado = repositorio.partido(id: partidoId) else {
            return .error(ErrorDePartidos.noExisteElPartido(partidoId).mensaje)
        }
        let partido = guardado.jugado
        if let otro = partidoEnJuego.enOtroProceso, otro.partidoId == partidoId, let hastaAhora = partidoEnJuego.partidoEnOtroProceso {
            // Played by another process on the data folder: as it stands at the minute it announced.
            return .exito(
                .init(
                    partidoId: partidoId, partido: hastaAhora, marcador: hastaAhora.marcador, minuto: otro.minuto, corriendo: true,
                    ultimoAviso: ultimoAviso(trasElDelPartido: ""), duracion: duracion))
        }
        // Stored: not started (none of its events yet), left in play at a minute, or finished.
        let minuto: Int =
            switch guardado.estado {
            case .sinEmpezar: 0
            case let .enJuego(minuto): minuto
            case .terminado: duracion
            }
        return .exito(
            .init(
                partidoId: partidoId,
                partido: partido,
                marcador: partido.marcador,
                minuto: minuto,
                corriendo: false,
                ultimoAviso: ultimoAviso(trasElDelPartido: ""),
                duracion: duracion
            ))
    }

    /// The newest notice: the last refusal while the live mark it came after is still the live
    /// one; the live mark once that changes.
    private func ultimoAviso(trasElDelPartido delPartido: String) -> String {
        guard let rechazo, rechazo.tras == delPartido else { return delPartido }
        return rechazo.mensaje
    }

    /// The live mark now, which a refusal made now comes after.
    private var marcaEnVivo: String {
        partidoEnJuego.directo(id: partidoId)?.ultimoAviso ?? ""
    }

    /// Called when the screen appears: resumes this match if it is live, or was left in play at a
    /// minute; starts it if it has not started, unless another match is in play (here, in another
    /// process, or left in play); a finished match is shown with its final score. This match played
    /// by another process is shown as it goes there. Once per screen: a screen shown again (back
    /// from another one) must not start anything the person did not ask for meanwhile.
    public func empezar() {
        guard !abierto else { return }
        abierto = true
        if partidoEnJuego.directo(id: partidoId) != nil {
            partidoEnJuego.reanudar()
            return
        }
        guard
            let directo = Directo(
                partidoId: partidoId, repositorio: repositorio, duracion: duracion, msPorMinuto: msPorMinuto, notificador: notificador)
        else { return }
        do {
            try partidoEnJuego.empezar(directo)
            rechazo = nil
        } catch let .seJuegaEnOtroProceso(otro) where otro.partidoId == partidoId {
            rechazo = nil
        } catch {
            rechazo = (error.mensaje, marcaEnVivo)
        }
    }

    /// A goal by hand at the current minute, while this match is in play (here, or in another
    /// process at the minute it announces): saved, then shown by the live match (which reads the
    /// stored match), not announced. A refused goal changes nothing; the screen's `ultimoAviso`
    /// says why. Returns whether the goal went in.
    @discardableResult
    public func registrarGol(_ lado: Lado) -> Bool {
        // Another process may have started or ended the match since the folder was last read.
        partidoEnJuego.releer()
        switch registrarGol(partidoId: partidoId, lado: lado) {
        case .success:
            rechazo = nil
            return true
        case let .failure(fallo):
            rechazo = (fallo.mensaje, marcaEnVivo)
            return false
        }
    }
}
