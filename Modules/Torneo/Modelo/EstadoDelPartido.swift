/// Where a match stands: not started, in play at a minute, or finished. Kept with the tournament,
/// so every screen and every run tell the same story of the match.
public enum EstadoDelPartido: Equatable, Sendable {
    /// Not kicked off yet: none of its events has happened.
    case sinEmpezar
    /// Being played (or left in play, to be resumed) at this minute: its events up to it have happened.
    case enJuego(minuto: Int)
    /// After the final whistle: every event is its record.
    case terminado

    /// The last minute whose events have happened: `nil` before the kick-off, every minute once finished.
    public var minutoAlcanzado: Int? {
        switch self {
        case .sinEmpezar: nil
        case let .enJuego(minuto): minuto
        case .terminado: EventoDePartido.minutosValidos.upperBound
        }
    }
}
