/// A screen pushed onto a tab's navigation stack, as a value of its path: the name a feature
/// registered it under and, for a screen of one match, the match. Any screen links to any
/// registered screen by value, without knowing whose it is.
public struct Destino: Hashable, Sendable {
    public let pantalla: String
    public let id: Int?

    public init(_ pantalla: String, id: Int? = nil) {
        self.pantalla = pantalla
        self.id = id
    }
}

/// A screen of one match that a feature offers to the screens listing matches (the match itself,
/// its crónica): its title and the name it is registered under.
public struct EnlaceDelPartido: Sendable, Equatable {
    public let titulo: String
    public let pantalla: String

    public init(titulo: String, pantalla: String) {
        self.titulo = titulo
        self.pantalla = pantalla
    }

    /// The link's screen for match `id`.
    public func destino(_ id: Int) -> Destino { Destino(pantalla, id: id) }
}
