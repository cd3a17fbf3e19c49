public import Core

/// What Core's tests ask a server, as a feature's Data would: JSONPlaceholder's users (`GET /users`)
/// and a post (`POST /posts`, answered with its id). Core knows no feature's paths; its tests need
/// some to send.
public struct UsuarioDePrueba: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var email: String
    public var address: DireccionDePrueba

    public init(id: Int, name: String, email: String, address: DireccionDePrueba) {
        self.id = id
        self.name = name
        self.email = email
        self.address = address
    }
}

public struct DireccionDePrueba: Codable, Equatable, Sendable {
    public var city: String

    public init(city: String) {
        self.city = city
    }
}

public struct PublicacionDePrueba: Codable, Equatable, Sendable {
    public var userId: Int
    public var title: String
    public var body: String

    public init(userId: Int, title: String, body: String) {
        self.userId = userId
        self.title = title
        self.body = body
    }
}

private struct IdDePrueba: Decodable {
    var id: Int
}

extension ServicioDelTorneo {
    /// `GET /users`.
    public func usuarios() async throws(ErrorDeRed) -> [UsuarioDePrueba] {
        try await obtener([UsuarioDePrueba].self, de: "users")
    }

    /// `POST /posts`: the id the server gave the post.
    public func publicar(_ publicacion: PublicacionDePrueba) async throws(ErrorDeRed) -> Int {
        try await publicar(publicacion, en: "posts", respuesta: IdDePrueba.self).id
    }
}

extension RespuestaDeEjemplo {
    /// The sample server's `GET /users`: two users.
    public static let usuariosDePrueba = RespuestaDeEjemplo(metodo: "GET", ruta: "users") { _, _ in
        JSONDelServidor.codificar([
            UsuarioDePrueba(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDePrueba(city: "Gwenborough")),
            UsuarioDePrueba(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDePrueba(city: "Wisokyburgh")),
        ])
    }

    /// The sample server's `POST /posts`: ids 101, 102, … in order.
    public static let publicacionesDePrueba = RespuestaDeEjemplo(metodo: "POST", ruta: "posts") { _, anteriores in
        JSONDelServidor.codificar(["id": 101 + anteriores])
    }
}

extension ServicioDelTorneoEspia {
    /// A sample server with `usuariosDePrueba` and `publicacionesDePrueba`.
    public static func dePrueba(demora: Duration = .zero, sinConexion: Bool = false) -> ServicioDelTorneoEspia {
        ServicioDelTorneoEspia(demora: demora, sinConexion: sinConexion, respuestas: [.usuariosDePrueba, .publicacionesDePrueba])
    }

    /// The posts it was sent, in order.
    public var publicadas: [PublicacionDePrueba] {
        peticiones.filter { $0.ruta == "posts" }.compactMap {
            $0.cuerpo.flatMap { try? JSONDelServidor.decodificar(PublicacionDePrueba.self, de: $0) }
        }
    }
}
