/// Which match is being played right now, and at what minute: the one answer every screen reads, so
/// none shows a score the match has not reached yet. The app-wide match in play provides it.
@MainActor
public protocol JuegoEnCurso: AnyObject {
    /// The match in play and its current minute; `nil` when none is (after the final whistle, too).
    var enCurso: MinutoEnJuego? { get }
}

/// A match in play, at its current minute.
public struct MinutoEnJuego: Equatable, Sendable {
    /// The number of the match in play.
    public let partidoId: Int
    /// The minute it is at.
    public let minuto: Int

    /// Match `partidoId` at `minuto`.
    public init(partidoId: Int, minuto: Int) {
        self.partidoId = partidoId
        self.minuto = minuto
    }

    /// How every screen marks a match in play: "en juego, minuto 30".
    public static func texto(minuto: Int) -> String { "en juego, minuto \(minuto)" }
}
