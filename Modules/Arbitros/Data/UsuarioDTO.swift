/// A user of `GET /users` (``ruta``); fields the app does not use are ignored when decoding.
public struct UsuarioDTO: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var email: String
    public var address: DireccionDTO

    public init(id: Int, name: String, email: String, address: DireccionDTO) {
        self.id = id
        self.name = name
        self.email = email
        self.address = address
    }
}
