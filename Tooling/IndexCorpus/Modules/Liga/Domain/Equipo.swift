public struct Equipo: Sendable {
    public let nombre: String
    public init(nombre: String) { self.nombre = nombre }
}

public protocol LigaRepositorio {
    func equipos() -> [Equipo]
}
