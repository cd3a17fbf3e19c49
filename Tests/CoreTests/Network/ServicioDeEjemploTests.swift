import Core
import CoreTestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ServicioDeEjemploTests {
    private let publicacion = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")

    @Test func cadaRutaContestaConLaRespuestaDeSuFuncionalidad() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())

        let usuarios = try await servicio.usuarios()

        #expect(usuarios.map(\.name) == ["Leanne Graham", "Ervin Howell"])
        #expect(servicio.peticiones == [.obtener("users")])
    }

    @Test func unaRutaQueNadieDeclaroEsUn404() async {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())

        #expect(await errorDeRed(try await servicio.usuarios()) == .estadoDelServidor(404))
    }

    @Test func lasRespuestasDeLasFuncionalidadesSeSumanYLaPrimeraDeUnaRutaSeQueda() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())
        let otra = RespuestaDeEjemplo(metodo: "GET", ruta: "users") { _, _ in JSONDelServidor.codificar([UsuarioDePrueba]()) }

        servicio.usarRespuestasDeEjemplo([.usuariosDePrueba])
        servicio.usarRespuestasDeEjemplo([otra, .publicacionesDePrueba])

        #expect(try await servicio.usuarios().count == 2)
        #expect(try await servicio.publicar(publicacion) == 101)
    }

    /// Only the same method on the same path counts as answered already.
    @Test func otroMetodoEnLaMismaRutaYElMismoMetodoEnOtraRutaSeSuman() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())
        let otroMetodo = RespuestaDeEjemplo(metodo: "POST", ruta: "users") { _, _ in JSONDelServidor.codificar(["id": 7]) }
        let otraRuta = RespuestaDeEjemplo(metodo: "GET", ruta: "posts") { _, _ in JSONDelServidor.codificar([UsuarioDePrueba]()) }

        servicio.usarRespuestasDeEjemplo([.usuariosDePrueba])
        servicio.usarRespuestasDeEjemplo([otroMetodo, otraRuta])

        #expect(try await servicio.publicar(publicacion, en: "users", respuesta: [String: Int].self) == ["id": 7])
        #expect(try await servicio.obtener([UsuarioDePrueba].self, de: "posts").count == 0)
        #expect(try await servicio.usuarios().count == 2)
    }

    @Test func sinConexionLosUsuariosFallanConSinConexion() async {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
    }

    @Test func laConexionSePuedeCortarYVolverMientrasCorre() async {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())

        servicio.sinConexion = true
        let sinRed = await errorDeRed(try await servicio.usuarios())
        servicio.sinConexion = false
        let conRed = await errorDeRed(try await servicio.usuarios())

        #expect(sinRed == .sinConexion)
        #expect(conRed == nil)
    }

    @Test func publicarDaLosIds101Y102YGuardaLoPublicado() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        let segunda = PublicacionDePrueba(userId: 1, title: "Lobos 0-0 Águilas", body: "Sin goles")

        let primerId = try await servicio.publicar(publicacion)
        let segundoId = try await servicio.publicar(segunda)

        #expect(primerId == 101)
        #expect(segundoId == 102)
        #expect(servicio.publicadas == [publicacion, segunda])
    }

    @Test func sinConexionNoSePublicaNada() async {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.publicar(publicacion)) == .sinConexion)
        #expect(servicio.publicadas == [])
    }

    @Test func sinDemoraNoEsperaAlReloj() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo.dePrueba(reloj: reloj)

        _ = try await servicio.usuarios()

        #expect(reloj.cantidadDeDurmientes == 0)
        #expect(reloj.now == RelojDePrueba().now)
    }

    @Test func conDemoraContestaCuandoElRelojLaHaPasado() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo.dePrueba(reloj: reloj, demora: .seconds(2))
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.usuarios() }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .milliseconds(1_999))
        #expect(reloj.cantidadDeDurmientes == 1)
        await reloj.advance(by: .milliseconds(1))

        #expect(try await tarea.value.count == 2)
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func laDemoraSePuedeCambiarMientrasCorre() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo.dePrueba(reloj: reloj)

        servicio.demora = .milliseconds(300)
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.publicar(publicacion) }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .milliseconds(299))
        #expect(reloj.cantidadDeDurmientes == 1)
        await reloj.advance(by: .milliseconds(1))
        #expect(try await tarea.value == 101)
    }

    @Test func cancelarDuranteLaDemoraEsCanceladoYNoPublica() async {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo.dePrueba(reloj: reloj, demora: .seconds(1))
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await reloj.esperarDurmientes(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    /// With no delay, a caller already cancelled when it asks is cancelled too, and nothing is published.
    @Test func unaPeticionYaCanceladaSinDemoraEsCanceladaYNoPublica() async {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        let tarea = Task { () async -> ErrorDeRed? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await errorDeRed(try await servicio.publicar(publicacion))
        }

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    /// Held, two publications go on in the order they are let go; each is answered in that order.
    @Test func lasRetenidasSiguenEnElOrdenEnQueSeSueltan() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        servicio.retenerPeticiones = true
        let primera = Task { try await servicio.publicar(publicacion) }
        await servicio.esperarPeticiones(1)
        let segunda = Task { try await servicio.publicar(publicacion) }
        await servicio.esperarPeticiones(2)
        #expect(servicio.peticiones == [])

        servicio.soltar(1)
        #expect(try await segunda.value == 101)
        servicio.soltar(0)
        #expect(try await primera.value == 102)
    }

    /// Requests that have arrived already: waiting for them returns at once.
    @Test(.timeLimit(.minutes(1))) func esperarLasQueYaLlegaronVuelveAlMomento() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        _ = try await servicio.usuarios()
        _ = try await servicio.usuarios()

        await servicio.esperarPeticiones(2)
        await servicio.esperarPeticiones(1)
        #expect(servicio.peticiones.count == 2)
    }

    @Test func unaSueltaAntesDeLlegarNoSeRetiene() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        servicio.retenerPeticiones = true
        servicio.soltar(0)

        #expect(try await servicio.usuarios().count == 2)
    }

    @Test func cancelarUnaRetenidaEsCanceladoYNoPublica() async {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba())
        servicio.retenerPeticiones = true
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await servicio.esperarPeticiones(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    @Test func sinConexionNadaLlegaNiSeRetiene() async throws {
        let servicio = ServicioDeEjemplo.dePrueba(reloj: RelojDePrueba(), sinConexion: true)
        servicio.retenerPeticiones = true

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
        servicio.sinConexion = false
        servicio.soltar(0)
        #expect(try await servicio.usuarios().count == 2)
    }
}
