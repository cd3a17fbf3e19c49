import Core
public import Observation
public import Partidos
public import Torneo

/// The one match in play for the whole app. It owns the task that plays it, so the match goes on
/// when its screen closes. One match at a time: another starts only after the final whistle.
///
/// With an `anuncio`, "one" means one for every process on the data folder: the match this process
/// plays is announced at every minute, and while another process plays one, this one shows it
/// (`enOtroProceso`, kept current by `releer()`) and starts none.
@MainActor
@Observable
public final class PartidoEnJuego {
    /// The match in play, or the one that just ended ("Final") until it is closed.
    public private(set) var directo: Directo?
    /// The match another process on the data folder plays, as it last announced it.
    public private(set) var enOtroProceso: MinutoEnJuego?
    @ObservationIgnored private var tarea: Task<Void, Never>?
    @ObservationIgnored private let anuncio: (any AnuncioDelPartidoEnJuego)?
    /// Where the match another process plays is read from.
    @ObservationIgnored private let repositorio: (any PartidosRepositorio)?

    /// No other process shares the data, and no match was left in play.
    public init() {
        anuncio = nil
        repositorio = nil
    }

    /// No other process shares the data; `repositorio` is the tournament, where a match left in
    /// play by an earlier run is found.
    public init(repositorio: any PartidosRepositorio) {
        anuncio = nil
        self.repositorio = repositorio
    }

    /// Other processes may play on the same data: `anuncio` is where matches are announced,
    /// `repositorio` the tournament they are stored in.
    public init(anuncio: any AnuncioDelPartidoEnJuego, repositorio: any PartidosRepositorio) {
        self.anuncio = anuncio
        self.repositorio = repositorio
        enOtroProceso = anuncio.deOtroProceso()
    }

    /// A match stored in play that nobody plays now: an earlier run left it so. It is resumed (at
    /// its stored minute) before another match starts.
    public var dejadoEnJuego: MinutoEnJuego? {
        guard let repositorio else { return nil }
        for fila in repositorio.partidos {
            guard case let .enJuego(minuto) = fila.partido.estado, fila.id != directo?.partidoId, fila.id != enOtroProceso?.partidoId
            else { continue }
            return MinutoEnJuego(partidoId: fila.id, minuto: minuto)
        }
        return nil
    }

    /// The match another process plays, as it stands at the minute it announced.
    public var partidoEnOtroProceso: Partido? {
        guard let enOtroProceso else { return nil }
        return repositorio?.partido(id: enOtroProceso.partidoId)?.hasta(minuto: enOtroProceso.minuto)
    }

    /// In the app it lives as long as the container; when it goes, its match stops.
    deinit {
        tarea?.cancel()
        anuncio?.retirar()
        Registro.anotar("PartidoEnJuego LIBERADO")
    }

    /// The live match, only if it is match `id`: a screen resumes it instead of starting another.
    public func directo(id: Int) -> Directo? {
        directo?.partidoId == id ? directo : nil
    }

    /// Starts `nuevo`; refused, doing nothing, while another match is unfinished here or played by
    /// another process (`yaHayUnoEnJuego`, `seJuegaEnOtroProceso`, `quedoEnJuego`). An announcement
    /// that cannot be written does not stop the match here.
    public func empezar(_ nuevo: Directo) throws(ErrorDeMarcador) {
        if let directo, !directo.terminado {
            throw .yaHayUnoEnJuego(MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto))
        }
        if let otro = anuncio?.deOtroProceso() {
            enOtroProceso = otro
            throw .seJuegaEnOtroProceso(otro)
        }
        if let dejado = dejadoEnJuego, dejado.partidoId != nuevo.partidoId { throw .quedoEnJuego(dejado) }
        do {
            try anuncio?.anunciar(MinutoEnJuego(partidoId: nuevo.partidoId, minuto: nuevo.minuto))
        } catch let .seJuegaEnOtroProceso(otro) {
            enOtroProceso = otro
            throw .seJuegaEnOtroProceso(otro)
        } catch {
            Registro.anotar("No se pudo anunciar el partido en juego: \(error)")
        }
        enOtroProceso = nil
        directo = nuevo
        nuevo.alCambiar = { [weak self, weak nuevo] in
            guard let self, let nuevo, nuevo === self.directo else { return }
            self.anunciarElMinuto(de: nuevo)
        }
        tarea = Task { await nuevo.jugar() }
    }

    /// Plays on the match in play that was stopped (`dejarEnJuego()`); `false` when there is none.
    /// A match whose task has not run yet is not stopped: a second task would play it too, and
    /// leaving would stop only one of them.
    @discardableResult
    public func reanudar() -> Bool {
        guard let directo, !directo.terminado, !directo.corriendo, tarea == nil else { return false }
        do {
            try anuncio?.anunciar(MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto))
        } catch {
            Registro.anotar("No se pudo anunciar el partido en juego: \(error)")
        }
        tarea = Task { await directo.jugar() }
        return true
    }

    /// On leaving: the match in play stops where it is and is stored in play at its minute, so the
    /// next run resumes it there; another process may then play it. Returns that match and minute,
    /// `nil` when none was in play here.
    @discardableResult
    public func dejarEnJuego() -> MinutoEnJuego? {
        guard let directo, !directo.terminado else { return nil }
        tarea?.cancel()
        tarea = nil
        directo.detener()
        anuncio?.retirar()
        return MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto)
    }

    /// Reads what another process announces now; `true` when that changed.
    @discardableResult
    public func releer() -> Bool {
        guard let anuncio, directo?.terminado ?? true else { return false }
        let ahora = anuncio.deOtroProceso()
        guard ahora != enOtroProceso else { return false }
        enOtroProceso = ahora
        return true
    }

    /// Returns once the match in play stops playing: at the final whistle, or when its task is
    /// cancelled. With no match in play it returns at once.
    public func esperarQueTermine() async {
        await tarea?.value
    }

    /// Removes the match, only after the final whistle: a match in play is not closed.
    public func cerrar() {
        guard let directo, directo.terminado else { return }
        tarea = nil
        self.directo = nil
    }

    /// Every minute the match reaches is announced; at the final whistle the announcement goes, so
    /// another process may start a match.
    private func anunciarElMinuto(de directo: Directo) {
        guard let anuncio else { return }
        if directo.terminado {
            anuncio.retirar()
        } else {
            try? anuncio.anunciar(MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto))
        }
    }
}

extension PartidoEnJuego: JuegoEnCurso {
    /// The match being played and its minute, here or in another process; none once the final
    /// whistle has gone (the stored record is then the whole match).
    public var enCurso: MinutoEnJuego? {
        guard let directo, !directo.terminado else { return enOtroProceso }
        return MinutoEnJuego(partidoId: directo.partidoId, minuto: directo.minuto)
    }
}
