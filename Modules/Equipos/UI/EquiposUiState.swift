/// Everything the Equipos screen shows, in one value: the teams and why the last signing failed.
public struct EquiposUiState: Equatable, Sendable {
    public let filas: [FilaDeEquipo]
    public let error: String?

    public init(filas: [FilaDeEquipo], error: String?) {
        self.filas = filas
        self.error = error
    }
}
