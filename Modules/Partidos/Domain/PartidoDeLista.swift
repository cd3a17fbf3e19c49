public import Torneo

/// A row of the match list: the match and its number in the tournament, and, while it is being
/// played, the minute it stands at (its events stop there).
public struct PartidoDeLista: Identifiable, Equatable, Sendable {
    public let id: Int
    public let partido: Partido
    /// The current minute while the match is in play; `nil` for a stored record.
    public let minutoEnJuego: Int?

    public init(id: Int, partido: Partido, minutoEnJuego: Int? = nil) {
        self.id = id
        self.partido = partido
        self.minutoEnJuego = minutoEnJuego
    }
}
