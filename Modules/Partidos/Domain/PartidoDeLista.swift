public import Torneo

/// A row of the match list: the match and its number in the tournament.
public struct PartidoDeLista: Identifiable, Equatable, Sendable {
    public let id: Int
    public let partido: Partido

    public init(id: Int, partido: Partido) {
        self.id = id
        self.partido = partido
    }
}
