public import Core

/// The JSON body of `POST /posts` (``ruta``).
public struct PublicacionDTO: Codable, Equatable, Sendable {
    public var userId: Int
    public var title: String
    public var body: String

    public init(userId: Int, title: String, body: String) {
        self.userId = userId
        self.title = title
        self.body = body
    }
}

extension PublicacionDTO {
    public static let ruta = "posts"
    /// JSONPlaceholder holds 100 posts, so the first new one is 101.
    public static let primerIdDeEjemplo = 101

    /// The sample server's `POST /posts`: ids 101, 102, … in the order the posts arrive.
    public static let respuestaDeEjemplo = RespuestaDeEjemplo(metodo: "POST", ruta: ruta) { _, anteriores in
        JSONDelServidor.codificar(RespuestaDePublicacion(id: primerIdDeEjemplo + anteriores))
    }
}

/// The answer of `POST /posts`: the server echoes the post; only its new id matters.
public struct RespuestaDePublicacion: Codable, Equatable, Sendable {
    public var id: Int

    public init(id: Int) {
        self.id = id
    }
}
