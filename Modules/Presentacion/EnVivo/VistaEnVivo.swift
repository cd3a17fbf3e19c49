/// The full-screen live view of one match, as the feature that plays matches declares it: what it
/// draws and the keys it understands. The terminal driver (raw mode, key bytes, resize, restoring
/// the terminal) is the shell's.
@MainActor
public protocol VistaEnVivo: AnyObject {
    /// Starts or resumes the match; the reason, in one line, when it cannot be played live.
    func empezar() async -> String?
    /// Not at a terminal: the match to the final whistle in plain lines, at the session.
    func enLineas(_ sesion: any SesionDeComandos) async
    /// A key, a minute of real time, a blink; `false` once the person wants to leave.
    func atender(_ evento: EventoEnVivo) async -> Bool
    /// The picture for a terminal of this size, as things stand now.
    func fotograma(ancho: Int, alto: Int) -> Fotograma
    /// The view is closing, whichever way the person left: work a key started and that still runs
    /// (a request) is cancelled, and what the person must know of it is returned, one line each.
    func terminar() async -> [String]
}

extension VistaEnVivo {
    /// A view whose keys start no work that outlives them has nothing to cancel.
    public func terminar() async -> [String] { [] }
}

public enum EventoEnVivo: Sendable, Equatable {
    case tecla(UInt8)
    /// A minute at the chosen pace has gone by.
    case minuto
    /// A quarter of a second: a goal blinks.
    case parpadeo
}
