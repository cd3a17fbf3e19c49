import Liga

public struct Copa {
    // Allowed: another feature's Domain.
    public let equipos: [Equipo]
    // Another feature's UI.
    static let tope = limiteDeUI  // expect: layer.other-feature
}
