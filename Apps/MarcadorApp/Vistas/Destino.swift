#if canImport(SwiftUI)
    /// Every screen the app navigates to from the match list, as a value of the navigation path.
    enum Destino: Hashable {
        case partido(id: Int)
        case goleadores
        case arbitros
        case cronica(id: Int)
        case equipos
    }
#endif
