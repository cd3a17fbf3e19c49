public import Core
public import Observation
public import Torneo

/// A match played live, minute by minute, on the clock of the environment (`continuousClock`,
/// captured when the Directo is built). The match's own events are the script: each appears at its
/// minute, and scripted goals are announced. Every fifteenth minute `ultimoAviso` gives the score.
@MainActor
@Observable
public final class Directo {
    public let partidoId: Int
    /// 90 or 60 minutes; scripted events after it are dropped.
    public let duracion: Int
    /// The match as played so far: the script up to the current minute, plus goals by hand.
    public private(set) var partido: Partido
    public private(set) var minuto = 0
    public private(set) var corriendo = false
    public private(set) var terminado = false
    /// "minuto 45 con 1-1"; empty before the first mark.
    public private(set) var ultimoAviso = ""

    @ObservationIgnored private let guion: [EventoDePartido]
    @ObservationIgnored private var siguienteDelGuion = 0
    @ObservationIgnored private let msPorMinuto: Int
    @ObservationIgnored private let notificador: any Notificador
    @ObservationIgnored @Dependency(\.continuousClock) private var reloj

    /// `partido` is the match as stored when it starts: its events become the script.
    public init(partidoId: Int, partido: Partido, duracion: Int, msPorMinuto: Int, notificador: any Notificador) {
        precondition(EventoDePartido.minutosValidos.contains(duracion) && duracion > 0, "A match lasts 1…120 minutes, not \(duracion)")
        precondition(msPorMinuto >= 0, "Milliseconds per minute cannot be negative")
        self.partidoId = partidoId
        self.duracion = duracion
        self.msPorMinuto = msPorMinuto
        self.notificador = notificador
        // Stable by minute, so events of the same minute keep their stored order.
        guion = partido.eventos.enumerated()
            .filter { $0.element.minuto <= duracion }
            .sorted { ($0.element.minuto, $0.offset) < ($1.element.minuto, $1.offset) }
            .map(\.element)
        self.partido = Self.sinEventos(partido)
    }

    deinit {
        Registro.anotar("Directo LIBERADO")
    }

    /// Plays from the current minute to the final whistle, or until the task is cancelled (then it
    /// can be resumed). Playing a match that is already running or finished does nothing.
    public func jugar() async {
        guard !corriendo, !terminado else { return }
        corriendo = true
        defer { corriendo = false }
        revelarGuion()
        while minuto < duracion {
            do {
                try await reloj.sleep(for: .milliseconds(msPorMinuto))
            } catch {
                return
            }
            minuto += 1
            revelarGuion()
            if minuto.isMultiple(of: 15) {
                ultimoAviso = "minuto \(minuto) con \(partido.marcador)"
            }
        }
        terminado = true
    }

    /// A goal added by hand (already saved through `RegistrarGol`): it joins the live match and is
    /// not announced.
    public func anadirGolAMano(_ gol: EventoDePartido) throws(ErrorDelTorneo) {
        partido = try partido.registrando(gol)
    }

    private func revelarGuion() {
        while siguienteDelGuion < guion.count, guion[siguienteDelGuion].minuto <= minuto {
            let evento = guion[siguienteDelGuion]
            siguienteDelGuion += 1
            do {
                partido = try partido.registrando(evento)
            } catch {
                preconditionFailure("The script comes from a valid match of the same teams: \(error.mensaje)")
            }
            if case let .gol(minuto, jugador, equipo) = evento {
                notificador.notificar(titulo: "¡Gol!", cuerpo: "\(jugador.nombre) (\(equipo.nombre)), minuto \(minuto)")
            }
        }
    }

    private static func sinEventos(_ partido: Partido) -> Partido {
        do {
            return try Partido(local: partido.local, visitante: partido.visitante)
        } catch {
            preconditionFailure("A stored match has two different teams: \(error.mensaje)")
        }
    }
}
