/// A person who can referee a match, as the tournament's server lists them.
public struct Arbitro: Identifiable, Equatable, Sendable, Codable {
    /// The server's number for the referee.
    public let id: Int
    /// The referee's full name, as the server spells it.
    public let nombre: String
    /// The city the referee lives in.
    public let ciudad: String

    /// A referee with these values, as they are.
    public init(id: Int, nombre: String, ciudad: String) {
        self.id = id
        self.nombre = nombre
        self.ciudad = ciudad
    }
}
