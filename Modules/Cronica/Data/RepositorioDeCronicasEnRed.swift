public import Core

/// Publishes match reports on the tournament's server as posts: `POST /posts` with the JSON
/// `userId`, `title` and `body`, answered with the new post's id.
public struct RepositorioDeCronicasEnRed: CronicasRepositorio {
    /// Reports are published by the app's single user of the server.
    public static let autor = 1

    private let servicio: any ServicioDelTorneo

    public init(servicio: any ServicioDelTorneo) {
        self.servicio = servicio
    }

    public func publicar(_ cronica: Cronica) async throws(ErrorDeCronica) -> Int {
        let publicacion = PublicacionDTO(userId: Self.autor, title: cronica.titulo, body: cronica.cuerpo)
        do {
            return try await servicio.publicar(publicacion, en: PublicacionDTO.ruta, respuesta: RespuestaDePublicacion.self).id
        } catch {
            throw ErrorDeCronica(error)
        }
    }
}
