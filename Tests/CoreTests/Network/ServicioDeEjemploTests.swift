import Core
import CoreTestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ServicioDeEjemploTests {
    private let publicacion = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")

    @Test func cadaRutaContestaConLaRespuestaDeSuFuncionalidad() async throws {
        let servicio = ServicioDeEjemplo(respuestas: [.usuariosDePrueba, .publicacionesDePrueba])

        let usuarios = try await servicio.usuarios()

        #expect(usuarios.map(\.name) == ["Leanne Graham", "Ervin Howell"])
    }

    @Test func unaRutaQueNadieDeclaroEsUn404() async {
        let servicio = ServicioDeEjemplo()

        #expect(await errorDeRed(try await servicio.usuarios()) == .estadoDelServidor(404))
    }

    @Test func lasRespuestasDeLasFuncionalidadesSeSumanYLaPrimeraDeUnaRutaSeQueda() async throws {
        let servicio = ServicioDeEjemplo()
        let otra = RespuestaDeEjemplo(metodo: "GET", ruta: "users") { _, _ in JSONDelServidor.codificar([UsuarioDePrueba]()) }

        servicio.usarRespuestasDeEjemplo([.usuariosDePrueba])
        servicio.usarRespuestasDeEjemplo([otra, .publicacionesDePrueba])

        #expect(try await servicio.usuarios().count == 2)
        #expect(try await servicio.publicar(publicacion) == 101)
    }

    /// Only the same method on the same path counts as answered already.
    @Test func otroMetodoEnLaMismaRutaYElMismoMetodoEnOtraRutaSeSuman() async throws {
        let servicio = ServicioDeEjemplo()
        let otroMetodo = RespuestaDeEjemplo(metodo: "POST", ruta: "users") { _, _ in JSONDelServidor.codificar(["id": 7]) }
        let otraRuta = RespuestaDeEjemplo(metodo: "GET", ruta: "posts") { _, _ in JSONDelServidor.codificar([UsuarioDePrueba]()) }

        servicio.usarRespuestasDeEjemplo([.usuariosDePrueba])
        servicio.usarRespuestasDeEjemplo([otroMetodo, otraRuta])

        #expect(try await servicio.publicar(publicacion, en: "users", respuesta: [String: Int].self) == ["id": 7])
        #expect(try await servicio.obtener([UsuarioDePrueba].self, de: "posts").count == 0)
        #expect(try await servicio.usuarios().count == 2)
    }

    @Test func sinConexionLosUsuariosFallanConSinConexion() async {
        let servicio = ServicioDeEjemplo(sinConexion: true, respuestas: [.usuariosDePrueba, .publicacionesDePrueba])

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
    }

    @Test func laConexionSePuedeCortarYVolverMientrasCorre() async {
        let servicio = ServicioDeEjemplo(respuestas: [.usuariosDePrueba, .publicacionesDePrueba])

        servicio.sinConexion = true
        let sinRed = await errorDeRed(try await servicio.usuarios())
        servicio.sinConexion = false
        let conRed = await errorDeRed(try await servicio.usuarios())

        #expect(sinRed == .sinConexion)
        #expect(conRed == nil)
    }

    @Test func publicarDaLosIds101Y102EnOrden() async throws {
        let servicio = ServicioDeEjemplo(respuestas: [.usuariosDePrueba, .publicacionesDePrueba])
        let segunda = PublicacionDePrueba(userId: 1, title: "Lobos 0-0 Águilas", body: "Sin goles")

        let primerId = try await servicio.publicar(publicacion)
        let segundoId = try await servicio.publicar(segunda)

        #expect(primerId == 101)
        #expect(segundoId == 102)
    }

    /// A publication refused offline is not counted: the first one once back online is 101.
    @Test func sinConexionNoSePublicaNada() async throws {
        let servicio = ServicioDeEjemplo(sinConexion: true, respuestas: [.usuariosDePrueba, .publicacionesDePrueba])

        #expect(await errorDeRed(try await servicio.publicar(publicacion)) == .sinConexion)
        servicio.sinConexion = false
        #expect(try await servicio.publicar(publicacion) == 101)
    }

    /// A caller already cancelled when it asks is cancelled, and nothing is counted as published.
    @Test func unaPeticionYaCanceladaEsCanceladaYNoCuenta() async throws {
        let servicio = ServicioDeEjemplo(respuestas: [.usuariosDePrueba, .publicacionesDePrueba])
        let tarea = Task { () async -> ErrorDeRed? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await errorDeRed(try await servicio.publicar(publicacion))
        }

        #expect(await tarea.value == .cancelado)
        #expect(try await servicio.publicar(publicacion) == 101)
    }
}
