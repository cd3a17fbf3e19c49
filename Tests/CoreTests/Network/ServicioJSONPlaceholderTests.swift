import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The service against a `RedEspia`: each test has its own, so they may run in parallel.
@Suite(.timeLimit(.minutes(1))) struct ServicioJSONPlaceholderTests {
    /// The clock of the service's patience: it moves only when a test moves it.
    private let reloj = RelojPasoAPaso()

    private func servicio(en red: RedEspia) -> ServicioJSONPlaceholder {
        withDependencies {
            $0.temporizador = .sobre(reloj)
        } operation: {
            ServicioJSONPlaceholder(urlBase: red.urlBase, sesion: red.sesion, tiempoMaximo: .seconds(7))
        }
    }

    // MARK: - The deadline, on the test clock

    @Test func sinRespuestaAlCumplirseElPlazoEsTiempoAgotado() async {
        let red = RedEspia(respondiendo: .sinRespuesta)
        let servicio = servicio(en: red)
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.usuarios()) }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .seconds(7))

        #expect(await tarea.value == .tiempoAgotado)
    }

    @Test func unSegundoAntesDelPlazoSigueEsperando() async {
        let red = RedEspia(respondiendo: .sinRespuesta)
        let servicio = servicio(en: red)
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.usuarios()) }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .seconds(6))

        #expect(reloj.cantidadDeDurmientes == 1)
        tarea.cancel()
        #expect(await tarea.value == .cancelado)
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func unaRespuestaATiempoDejaDeEsperarElPlazo() async throws {
        let red = RedEspia(respondiendo: .json("[]"))

        _ = try await servicio(en: red).usuarios()

        // The deadline was cancelled with the answer: nothing is left sleeping on the clock.
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    // MARK: - GET /users

    @Test func usuariosLeeIdNombreCorreoYCiudadIgnorandoLoDemas() async throws {
        let red = RedEspia(
            respondiendo: .json(
                """
                [{"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
                  "address": {"street": "Kulas Light", "city": "Gwenborough", "geo": {"lat": "-37.3159"}},
                  "phone": "1-770-736-8031 x56442"},
                 {"id": 2, "name": "Ervin Howell", "email": "Shanna@melissa.tv", "address": {"city": "Wisokyburgh"}}]
                """))

        let usuarios = try await servicio(en: red).usuarios()

        #expect(
            usuarios == [
                UsuarioDePrueba(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDePrueba(city: "Gwenborough")),
                UsuarioDePrueba(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDePrueba(city: "Wisokyburgh")),
            ])
    }

    @Test func usuariosPideGETAUsersConElTiempoMaximo() async throws {
        let red = RedEspia(respondiendo: .json("[]"))

        _ = try await servicio(en: red).usuarios()

        let peticion = try #require(red.peticiones.first)
        #expect(red.peticiones.count == 1)
        #expect(peticion.metodo == "GET")
        #expect(peticion.url == red.urlBase.appendingPathComponent("users"))
        #expect(peticion.url.path == "/users")
        #expect(peticion.tiempoMaximo == 7)
        #expect(peticion.cabeceras["Accept"] == "application/json")
        #expect(peticion.cuerpo.isEmpty)
    }

    /// A deadline with a fraction of a second reaches the request whole.
    @Test func elTiempoMaximoDeLaPeticionLlevaSusMilisegundos() async throws {
        let red = RedEspia(respondiendo: .json("[]"))
        let servicio = withDependencies {
            $0.temporizador = .sobre(reloj)
        } operation: {
            ServicioJSONPlaceholder(urlBase: red.urlBase, sesion: red.sesion, tiempoMaximo: .milliseconds(7_250))
        }

        _ = try await servicio.usuarios()

        #expect(try #require(red.peticiones.first).tiempoMaximo == 7.25)
    }

    @Test func unEstado500EsUnErrorDelServidorConSuCodigo() async {
        let red = RedEspia(respondiendo: .json(#"{"error": "caído"}"#, estado: 500))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .estadoDelServidor(500))
    }

    @Test func unEstado404EsUnErrorDelServidorAunqueURLSessionNoLance() async {
        let red = RedEspia(respondiendo: .json("{}", estado: 404))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .estadoDelServidor(404))
    }

    @Test func unJSONRotoEsUnaRespuestaIlegible() async {
        let red = RedEspia(respondiendo: .json(#"[{"id": 1, "name": "Leanne"#))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .respuestaIlegible)
    }

    @Test func unJSONConOtraFormaEsUnaRespuestaIlegible() async {
        let red = RedEspia(respondiendo: .json(#"[{"id": "uno", "name": "Leanne Graham"}]"#))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .respuestaIlegible)
    }

    @Test(arguments: [
        URLError.Code.notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed,
    ])
    func losFallosDeConexionSonSinConexion(codigo: URLError.Code) async {
        let red = RedEspia(respondiendo: .fallo(URLError(codigo)))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .sinConexion)
    }

    @Test func unURLErrorDeTiempoEsTiempoAgotado() async {
        let red = RedEspia(respondiendo: .fallo(URLError(.timedOut)))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .tiempoAgotado)
    }

    @Test func unURLErrorCanceladoEsCancelado() async {
        let red = RedEspia(respondiendo: .fallo(URLError(.cancelled)))

        #expect(await errorDeRed(try await servicio(en: red).usuarios()) == .cancelado)
    }

    @Test func cancelarLaTareaMientrasEsperaEsCancelado() async {
        let red = RedEspia(respondiendo: .sinRespuesta)
        let servicio = servicio(en: red)
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.usuarios()) }
        // The deadline is set once the request is under way.
        await reloj.esperarDurmientes(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
    }

    @Test func unaTareaYaCanceladaNoLlegaALaRedYEsCancelado() async {
        let red = RedEspia(respondiendo: .json("[]"))
        let servicio = servicio(en: red)
        let tarea = Task { () async -> ErrorDeRed? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await errorDeRed(try await servicio.usuarios())
        }

        #expect(await tarea.value == .cancelado)
    }

    // MARK: - POST /posts

    @Test func publicarEnviaPOSTAPostsConElCuerpoJSON() async throws {
        let red = RedEspia(respondiendo: .json(#"{"id": 101}"#, estado: 201))
        let cronica = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)\n55' Iván (Toros)")

        _ = try await servicio(en: red).publicar(cronica)

        let peticion = try #require(red.peticiones.first)
        #expect(peticion.metodo == "POST")
        #expect(peticion.url == red.urlBase.appendingPathComponent("posts"))
        #expect(peticion.url.path == "/posts")
        #expect(peticion.cabeceras["Content-Type"] == "application/json")
        #expect(peticion.cuerpoComoTexto == #"{"body":"12' Ana (Rayo FC)\n55' Iván (Toros)","title":"Rayo FC 2-1 Toros","userId":1}"#)
    }

    @Test func publicarDevuelveElIdQueDaElServidor() async throws {
        let red = RedEspia(
            respondiendo: .json(#"{"id": 101, "userId": 1, "title": "Rayo FC 2-1 Toros", "body": "Sin goles"}"#, estado: 201))

        let id = try await servicio(en: red).publicar(PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "Sin goles"))

        #expect(id == 101)
    }

    @Test func unaRespuestaDePublicacionSinIdEsIlegible() async {
        let red = RedEspia(respondiendo: .json(#"{"title": "Rayo FC 2-1 Toros"}"#, estado: 201))
        let cronica = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "Sin goles")

        #expect(await errorDeRed(try await servicio(en: red).publicar(cronica)) == .respuestaIlegible)
    }

    @Test func publicarConElServidorCaidoEsUnErrorDelServidor() async {
        let red = RedEspia(respondiendo: .json("{}", estado: 503))
        let cronica = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "Sin goles")

        #expect(await errorDeRed(try await servicio(en: red).publicar(cronica)) == .estadoDelServidor(503))
    }
}
