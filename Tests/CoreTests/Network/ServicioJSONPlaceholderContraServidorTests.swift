import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The service over a real socket, against a server on 127.0.0.1 that each test starts and stops.
@Suite(.timeLimit(.minutes(1))) struct ServicioJSONPlaceholderContraServidorTests {
    private func servicio(_ urlBase: URL, tiempoMaximo: Duration = .seconds(10)) -> ServicioJSONPlaceholder {
        .contra(urlBase, tiempoMaximo: tiempoMaximo)
    }

    @Test func traeLosUsuariosDeUnServidorDeVerdad() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }

        let usuarios = try await servicio(servidor.url).usuarios()

        #expect(
            usuarios == [
                UsuarioDePrueba(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDePrueba(city: "Gwenborough")),
                UsuarioDePrueba(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDePrueba(city: "Wisokyburgh")),
                UsuarioDePrueba(
                    id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net", address: DireccionDePrueba(city: "McKenziehaven")),
            ])
    }

    /// The server answers 400 unless the body is JSON with userId, title and body, sent as JSON.
    @Test func publicaEnUnServidorDeVerdadYRecibeElId101() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }

        let id = try await servicio(servidor.url).publicar(
            PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")
        )

        #expect(id == 101)
    }

    @Test func unPuertoSinServidorEsSinConexion() async throws {
        let direccion = try ServidorDePruebas.direccionSinServidor()

        #expect(await errorDeRed(try await servicio(direccion).usuarios()) == .sinConexion)
    }

    /// A real deadline against a server that answers at twice it: the deadline wins, and the answer
    /// that comes later is not taken.
    @Test func unServidorQueTardaElDobleDelPlazoEsTiempoAgotado() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let plazo = Duration.milliseconds(500)
        let lento = servicio(servidor.url(tardando: plazo * 2), tiempoMaximo: plazo)

        #expect(await errorDeRed(try await lento.usuarios()) == .tiempoAgotado)
    }

    /// When the deadline wins, the transfer is cut off there: the server sees the client hang up,
    /// long before it would have answered (a transfer left running would hold the connection until
    /// the server stops).
    @Test func alVencerElPlazoLaPeticionSeCortaYElServidorLoVe() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let lento = servicio(servidor.url(tardando: .seconds(60)), tiempoMaximo: .milliseconds(300))

        #expect(await errorDeRed(try await lento.usuarios()) == .tiempoAgotado)

        let limite = ContinuousClock.now + .seconds(20)
        while servidor.peticionesAbandonadas == 0, ContinuousClock.now < limite { try await Task.sleep(for: .milliseconds(10)) }
        #expect(servidor.peticionesAbandonadas == 1)
    }

    /// The deadline fires on time even when every thread of the cooperative pool is busy (a loaded
    /// run): the pool is held from the moment the request reaches the server until after the late
    /// answer has come, and the deadline still wins.
    @Test func elPlazoGanaAunqueElPoolCooperativoEsteOcupado() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let plazo = Duration.milliseconds(300)
        let lento = servicio(servidor.url(tardando: plazo * 2), tiempoMaximo: plazo)
        let peticion = Task { () async -> ErrorDeRed? in await errorDeRed(try await lento.usuarios()) }
        await hastaQue { servidor.peticionesRecibidas == 1 }

        ocuparElPoolCooperativo(durante: plazo * 3)

        #expect(await peticion.value == .tiempoAgotado)
    }

    @Test func unEstado500DeVerdadEsUnErrorDelServidor() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let caido = servicio(servidor.url.appendingPathComponent("estado/500"))

        #expect(await errorDeRed(try await caido.usuarios()) == .estadoDelServidor(500))
    }

    /// Success is 2xx only: a 300 is the server's error too, whatever its body.
    @Test func unEstado300EsUnErrorDelServidor() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let movido = servicio(servidor.url.appendingPathComponent("estado/300"))

        #expect(await errorDeRed(try await movido.usuarios()) == .estadoDelServidor(300))
    }

    /// A caller cancelled before it asks never reaches the network.
    @Test func unaPeticionYaCanceladaNoLlegaAlServidor() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let api = servicio(servidor.url)
        let tarea = Task { () async -> ErrorDeRed? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await errorDeRed(try await api.usuarios())
        }

        #expect(await tarea.value == .cancelado)
        #expect(servidor.peticionesRecibidas == 0)
    }

    @Test func unaRutaQueNoExisteEsUnErrorDelServidor404() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let perdido = servicio(servidor.url.appendingPathComponent("otra-api"))

        #expect(await errorDeRed(try await perdido.usuarios()) == .estadoDelServidor(404))
    }

    /// The server that never lets a request in, which tests use where they need only silence: the
    /// request ends at its deadline, as on a late server, and once it is stopped nothing listens.
    @Test func unServidorQueNoAceptaAgotaElPlazoYParadoNoTieneConexion() async throws {
        let callado = try ServidorQueNoAcepta()
        defer { callado.parar() }
        #expect(await errorDeRed(try await servicio(callado.url, tiempoMaximo: .milliseconds(200)).usuarios()) == .tiempoAgotado)
        callado.parar()
        #expect(await errorDeRed(try await servicio(callado.url).usuarios()) == .sinConexion)
    }
}
