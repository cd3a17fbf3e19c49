/// Every screen the app navigates to from the match list, as a value of the navigation path.
public enum Destino: Hashable, Sendable {
    case partido(id: Int)
    case goleadores
    case arbitros
    case cronica(id: Int)
    case equipos
    case ajustes
}
