/// The tournament's server, as the features' Data layers see it.
public protocol ServicioDelTorneo: Sendable {
    /// `GET /users`: the people who can referee.
    func usuarios() async throws(ErrorDeRed) -> [UsuarioDTO]
    /// `POST /posts`: publishes a text and returns the id the server gave it.
    func publicar(_ publicacion: PublicacionDTO) async throws(ErrorDeRed) -> Int
}
