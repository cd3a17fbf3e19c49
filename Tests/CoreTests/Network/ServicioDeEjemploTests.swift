import Core
import CoreTestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ServicioDeEjemploTests {
    private let publicacion = PublicacionDTO(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")

    @Test func sirveLosDiezUsuariosDeJSONPlaceholder() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())

        let usuarios = try await servicio.usuarios()

        #expect(usuarios.count == 10)
        #expect(
            usuarios.first
                == UsuarioDTO(
                    id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")
                ))
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
    }

    @Test func sinConexionLosUsuariosFallanConSinConexion() async {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
    }

    @Test func laConexionSePuedeCortarYVolverMientrasCorre() async {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())

        servicio.sinConexion = true
        let sinRed = await errorDeRed(try await servicio.usuarios())
        servicio.sinConexion = false
        let conRed = await errorDeRed(try await servicio.usuarios())

        #expect(sinRed == .sinConexion)
        #expect(conRed == nil)
    }

    @Test func publicarDaLosIds101Y102YGuardaLoPublicado() async throws {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba())
        let segunda = PublicacionDTO(userId: 1, title: "Lobos 0-0 Águilas", body: "Sin goles")

        let primerId = try await servicio.publicar(publicacion)
        let segundoId = try await servicio.publicar(segunda)

        #expect(primerId == 101)
        #expect(segundoId == 102)
        #expect(servicio.publicadas == [publicacion, segunda])
    }

    @Test func sinConexionNoSePublicaNada() async {
        let servicio = ServicioDeEjemplo(reloj: RelojDePrueba(), sinConexion: true)

        #expect(await errorDeRed(try await servicio.publicar(publicacion)) == .sinConexion)
        #expect(servicio.publicadas == [])
    }

    @Test func sinDemoraNoEsperaAlReloj() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo(reloj: reloj)

        _ = try await servicio.usuarios()

        #expect(reloj.cantidadDeDurmientes == 0)
        #expect(reloj.now == RelojDePrueba().now)
    }

    @Test func conDemoraContestaCuandoElRelojLaHaPasado() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo(reloj: reloj, demora: .seconds(2))
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.usuarios() }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .milliseconds(1_999))
        #expect(reloj.cantidadDeDurmientes == 1)
        await reloj.advance(by: .milliseconds(1))

        #expect(try await tarea.value.count == 10)
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func laDemoraSePuedeCambiarMientrasCorre() async throws {
        let reloj = RelojDePrueba()
        let servicio = ServicioDeEjemplo(reloj: reloj)

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
        let servicio = ServicioDeEjemplo(reloj: reloj, demora: .seconds(1))
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await reloj.esperarDurmientes(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }
}
