/// A person who can referee a match, as the tournament's server lists them.
public struct Arbitro: Identifiable, Equatable, Sendable, Codable {
    public let id: Int
    public let nombre: String
    public let ciudad: String

    public init(id: Int, nombre: String, ciudad: String) {
        self.id = id
        self.nombre = nombre
        self.ciudad = ciudad
    }
}
