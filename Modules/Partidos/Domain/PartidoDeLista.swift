public import Torneo

/// A row of the match list: the match and its number in the tournament, and, while it is being
/// played, the minute it stands at (its events stop there).
public struct PartidoDeLista: Identifiable, Equatable, Sendable {
    /// The match's number in the tournament, from 1.
    public let id: Int
    /// The match: stored, or cut at its current minute while in play.
    public let partido: Partido
    /// The current minute while the match is in play; `nil` for a stored record.
    public let minutoEnJuego: Int?

    /// A row for match `id`; `minutoEnJuego` only while it is being played.
    public init(id: Int, partido: Partido, minutoEnJuego: Int? = nil) {
        self.id = id
        self.partido = partido
        self.minutoEnJuego = minutoEnJuego
    }

    /// Not kicked off yet.
    public var sinEmpezar: Bool { partido.estado == .sinEmpezar }
}
