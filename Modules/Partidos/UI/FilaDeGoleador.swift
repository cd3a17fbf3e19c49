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
}
