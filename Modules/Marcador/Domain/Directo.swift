public import Core
public import Observation
public import Partidos
public import Torneo

/// A match played live, minute by minute, on the match clock of the environment (`relojDelPartido`,
/// captured when the Directo is built).
///
/// The live match keeps no copy of the match: it reads the stored one from the shared repository and
/// shows the events up to the current minute. So a goal by hand (saved through `RegistrarGol`) or a
/// player signed mid-match shows here at once, and what the scoreboard says is always what is on
/// disk, cut at the minute being played. The stored events of the minutes not reached yet are its
/// script: each such goal is announced when its minute comes (a goal by hand goes in at a minute
/// already reached, so it is not); events after `duracion` are not played. Every fifteenth minute
/// `ultimoAviso` gives the score at that mark.
///
/// Where the match stands is stored with it: in play from the kick-off (saved again at every
/// fifteenth minute and by `detener()`), finished at the final whistle. A match left in play starts
/// again at its stored minute; a finished one is not played again.
@MainActor
@Observable
public final class Directo {
    /// The number of the match in the tournament.
    public let partidoId: Int
    /// 90 or 60 minutes; scripted events after it are not played.
    public let duracion: Int
    /// The minute being played: 0 before the kick-off, `duracion` at the final whistle.
    public private(set) var minuto = 0
    /// Whether the match is being played right now (its clock is running).
    public private(set) var corriendo = false
    /// Whether the final whistle has gone; a finished match does not play again.
    public private(set) var terminado = false
    /// The last fifteenth minute reached; `nil` before the first.
    public private(set) var ultimaMarca: Int?

    @ObservationIgnored private let repositorio: any PartidosRepositorio
    /// The stored match when it started: the fallback should the repository ever lose it.
    @ObservationIgnored private let alEmpezar: Partido
    /// Goals of the script up to this minute have been announced (those before the stored minute
    /// of a match resumed happened in an earlier run).
    @ObservationIgnored private var anunciadoHasta = -1
    @ObservationIgnored private let msPorMinuto: Int
    @ObservationIgnored private let notificador: any Notificador
    @ObservationIgnored @Dependency(\.relojDelPartido) private var reloj
    /// Told after every minute played and at the final whistle (the match in play announces them).
    @ObservationIgnored var alCambiar: (@MainActor () -> Void)?
    /// Minutes moved ahead by `adelantar`: the clock's next minute still comes when it was due.
    @ObservationIgnored private var adelantados = 0
    /// Ends the wait for the next minute, when `adelantar` reached the final whistle.
    @ObservationIgnored private var despertar: (() -> Void)?

    /// At the match's stored minute (0 when it has not started); `nil` when the repository has no
    /// match `partidoId` or it is finished.
    public init?(partidoId: Int, repositorio: any PartidosRepositorio, duracion: Int, msPorMinuto: Int, notificador: any Notificador) {
        precondition(EventoDePartido.minutosValidos.contains(duracion) && duracion > 0, "A match lasts 1…120 minutes, not \(duracion)")
        precondition(msPorMinuto >= 0, "Milliseconds per minute cannot be negative")
        guard let partido = repositorio.partido(id: partidoId), partido.estado != .terminado else { return nil }
        self.partidoId = partidoId
        self.repositorio = repositorio
        self.duracion = duracion
        self.msPorMinuto = msPorMinuto
        self.notificador = notificador
        alEmpezar = partido
        if case let .enJuego(minuto) = partido.estado {
            self.minuto = min(minuto, duracion)
            anunciadoHasta = self.minuto
            marcar()
        }
    }

    deinit {
        Registro.anotar("Directo LIBERADO")
    }

    /// A goal's notice, "¡Gol!" over "Ana (Rayo FC), minuto 12": the notification and the live board say it so.
    public static let tituloDelAvisoDeGol = "¡Gol!"

    /// The body of a goal's notice: "Ana (Rayo FC), minuto 12".
    public static func avisoDeGol(jugador: Jugador, equipo: Equipo, minuto: Int) -> String {
        "\(jugador.nombre) (\(equipo.nombre)), minuto \(minuto)"
    }

    /// The match as played so far: the stored events up to the current minute, in minute order
    /// (events of the same minute in the order they were stored).
    public var partido: Partido { guardado.hasta(minuto: minuto) }

    /// "minuto 45 con 1-1": the score at the last fifteenth minute, with the goals stored for that
    /// minute, so at the mark it is the score shown above it; empty before the first mark.
    public var ultimoAviso: String {
        guard let ultimaMarca else { return "" }
        return "minuto \(ultimaMarca) con \(guardado.hasta(minuto: ultimaMarca).marcador)"
    }

    private var guardado: Partido { repositorio.partido(id: partidoId) ?? alEmpezar }

    /// Moves the match `minutos` ahead at once (no further than the final whistle), as if they had
    /// been played: the scripted goals of those minutes are announced in order and the marks passed
    /// are made. The clock then goes on at its pace: the next minute comes when it was due. Only a
    /// match that is being played moves.
    public func adelantar(_ minutos: Int) {
        guard corriendo, !terminado, minutos > 0 else { return }
        let hasta = min(minuto + minutos, duracion)
        adelantados += hasta - minuto
        minuto = hasta
        anunciarGuion()
        marcar()
        if minuto == duracion {
            pitarElFinal()
            despertar?()
        } else {
            alCambiar?()
        }
    }

    /// Plays from the current minute to the final whistle, or until the task is cancelled (then it
    /// can be resumed). Playing a match that is already running or finished does nothing.
    public func jugar() async {
        // A task cancelled before it ran (its app already gone) leaves the match as stored.
        guard !corriendo, !terminado, !Task.isCancelled else { return }
        corriendo = true
        defer { corriendo = false }
        guardarEstado()
        anunciarGuion()
        if minuto >= duracion {
            pitarElFinal()
            return
        }
        await jugar(en: reloj)
    }

    /// Saves the match in play at its current minute, so a later run resumes it there. Called when
    /// the person leaves; the task playing it is cancelled by its owner.
    public func detener() {
        guard !terminado else { return }
        guardarEstado()
    }

    /// Stores where the match stands. A failed save is kept by the repository, which reports it
    /// as a change not saved; the match plays on.
    private func guardarEstado() {
        try? repositorio.cambiarEstado(partidoId: partidoId, a: .enJuego(minuto: minuto))
        // Finished at the minute just stored: what its script had after it is not played.
        if terminado { try? repositorio.cambiarEstado(partidoId: partidoId, a: .terminado) }
    }

    /// Minute n ends at an absolute instant, `inicio + n × paso`, not "a step after the last wake-up":
    /// a wake-up that comes late (a busy machine, a clock moved ahead in one jump) catches up instead
    /// of drifting, and each minute is played exactly once.
    private func jugar<Reloj: Clock<Duration>>(en reloj: Reloj) async {
        let paso = Duration.milliseconds(msPorMinuto)
        let desde = minuto
        adelantados = 0
        let inicio = reloj.now
        while minuto < duracion {
            let siguiente = inicio.advanced(by: paso * (minuto + 1 - desde - adelantados))
            // A minute already due (a late wake-up, a clock moved ahead in one jump) is played
            // without a sleep: catching up many minutes costs no round trip per minute.
            if reloj.now < siguiente {
                guard await esperar(hasta: siguiente, en: reloj) else { return }
            } else if Task.isCancelled {
                return
            }
            // `adelantar` may have reached the final whistle while this waited.
            guard minuto < duracion else { break }
            minuto += 1
            anunciarGuion()
            marcar()
            if minuto < duracion { alCambiar?() }
        }
        pitarElFinal()
    }

    /// Waits on the clock until `instante`; `false` when the task playing was cancelled. `adelantar`
    /// ends the wait early (then it returns `true`, and the loop sees the final whistle).
    private func esperar<Reloj: Clock<Duration>>(hasta instante: Reloj.Instant, en reloj: Reloj) async -> Bool {
        let espera = Task { try await reloj.sleep(until: instante, tolerance: nil) }
        despertar = { espera.cancel() }
        defer { despertar = nil }
        await withTaskCancellationHandler {
            _ = await espera.result
        } onCancel: {
            espera.cancel()
        }
        return !Task.isCancelled
    }

    /// At every fifteenth minute the mark moves there, and the match is stored at it.
    private func marcar() {
        let marca = minuto / 15 * 15
        guard marca > 0, marca != ultimaMarca else { return }
        ultimaMarca = marca
        if corriendo { guardarEstado() }
    }

    /// The final whistle: from here the match is over and no longer running, even while the task
    /// that played it is still on its way out (after a jump to the end).
    private func pitarElFinal() {
        guard !terminado else { return }
        terminado = true
        corriendo = false
        guardarEstado()
        alCambiar?()
    }

    /// Announces the scripted goals of the minutes reached since the last call, once each.
    private func anunciarGuion() {
        guard anunciadoHasta < minuto else { return }
        // By minute when several minutes arrive at once; those of one minute in the order stored.
        let guion = guardado.hasta(minuto: minuto).eventos.filter { $0.minuto > anunciadoHasta }
        anunciadoHasta = minuto
        for case let .gol(minuto, jugador, equipo) in guion {
            notificador.notificar(
                titulo: Self.tituloDelAvisoDeGol, cuerpo: Self.avisoDeGol(jugador: jugador, equipo: equipo, minuto: minuto))
        }
    }
}
