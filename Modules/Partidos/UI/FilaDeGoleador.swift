/// One line of the scorers table.
public struct FilaDeGoleador: Equatable, Sendable {
    public let posicion: Int
    public let jugador: String
    public let equipo: String
    public let goles: Int

    public init(posicion: Int, jugador: String, equipo: String, goles: Int) {
        self.posicion = posicion
        self.jugador = jugador
        self.equipo = equipo
        self.goles = goles
    }

    /// "3 goles", "1 gol".
    public var golesEnTexto: String { goles == 1 ? "1 gol" : "\(goles) goles" }
}
