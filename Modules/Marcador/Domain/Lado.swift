public import Torneo

/// Which side of a match: the home team or the visitors.
public enum Lado: Sendable, CaseIterable {
    case local
    case visitante

    public func equipo(en partido: Partido) -> Equipo {
        switch self {
        case .local: partido.local
        case .visitante: partido.visitante
        }
    }
}
