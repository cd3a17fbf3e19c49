public import Core

/// What the referees screen shows: the list, whether a refresh is running, and what went wrong.
public struct ArbitrosUiState: Equatable, Sendable {
    public static let avisoSinRed = "Comprueba la conexión y vuelve a intentarlo."

    public var arbitros: [Arbitro]
    public var refrescando: Bool
    /// Why the last refresh failed; nil once one succeeds.
    public var errorDeRed: ErrorDeRed?
    /// The repository's notice about the file on disk, if any.
    public var avisoDelAlmacen: String?

    public init(arbitros: [Arbitro], refrescando: Bool, errorDeRed: ErrorDeRed?, avisoDelAlmacen: String?) {
        self.arbitros = arbitros
        self.refrescando = refrescando
        self.errorDeRed = errorDeRed
        self.avisoDelAlmacen = avisoDelAlmacen
    }

    /// The notice under the list after a network failure, with its retry.
    public var aviso: String? { errorDeRed == nil ? nil : Self.avisoSinRed }
}
