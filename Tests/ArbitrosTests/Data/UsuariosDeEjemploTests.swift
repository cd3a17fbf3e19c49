import Arbitros
import Core
import Testing

/// `GET /users` of the sample server, as Arbitros declares it: JSONPlaceholder's ten users.
@Suite struct UsuariosDeEjemploTests {
    @Test func elServidorDeEjemploDaLosDiezUsuariosDeJSONPlaceholder() async throws {
        let servicio = ServicioDeEjemplo(respuestas: [UsuarioDTO.respuestaDeEjemplo])

        let usuarios = try await servicio.obtener([UsuarioDTO].self, de: UsuarioDTO.ruta)

        #expect(
            usuarios.first
                == UsuarioDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")))
        #expect(
            usuarios.map(\.name) == [
                "Leanne Graham", "Ervin Howell", "Clementine Bauch", "Patricia Lebsack", "Chelsey Dietrich",
                "Mrs. Dennis Schulist", "Kurtis Weissnat", "Nicholas Runolfsdottir V", "Glenna Reichert", "Clementina DuBuque",
            ])
        #expect(
            usuarios.map(\.address.city) == [
                "Gwenborough", "Wisokyburgh", "McKenziehaven", "South Elvis", "Roscoeview",
                "South Christy", "Howemouth", "Aliyaview", "Bartholomebury", "Lebsackbury",
            ])
        #expect(usuarios.map(\.id) == Array(1...10))
        #expect(usuarios.map(Arbitro.init(usuario:)) == Arbitro.deMuestra)
    }
}
