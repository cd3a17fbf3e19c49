public import Torneo

/// Which side of a match: the home team or the visitors.
public enum Lado: Sendable, CaseIterable {
    /// The home team.
    case local
    /// The visiting team.
    case visitante

    /// The team that plays on this side of `partido`.
    public func equipo(en partido: Partido) -> Equipo {
        switch self {
        case .local: partido.local
        case .visitante: partido.visitante
        }
    }
}
