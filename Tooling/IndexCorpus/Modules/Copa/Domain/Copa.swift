import Liga

public struct Copa {
    // Allowed: another feature's Domain.
    public let equipos: [Equipo]
}
