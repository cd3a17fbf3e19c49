/// The scorers screen: the tournament's table, by goals, ties by name.
public struct GoleadoresUiState: Equatable, Sendable {
    public let nombreDelTorneo: String
    public let filas: [FilaDeGoleador]

    public init(nombreDelTorneo: String, filas: [FilaDeGoleador]) {
        self.nombreDelTorneo = nombreDelTorneo
        self.filas = filas
    }
}
