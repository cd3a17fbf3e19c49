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
        ServicioJSONPlaceholder(
            urlBase: urlBase, sesion: URLSession(configuration: .ephemeral), tiempoMaximo: tiempoMaximo, reloj: ContinuousClock())
    }

    @Test func traeLosUsuariosDeUnServidorDeVerdad() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }

        let usuarios = try await servicio(servidor.url).usuarios()

        #expect(
            usuarios == [
                UsuarioDTO(id: 1, name: "Leanne Graham", email: "Sincere@april.biz", address: DireccionDTO(city: "Gwenborough")),
                UsuarioDTO(id: 2, name: "Ervin Howell", email: "Shanna@melissa.tv", address: DireccionDTO(city: "Wisokyburgh")),
                UsuarioDTO(id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net", address: DireccionDTO(city: "McKenziehaven")),
            ])
    }

    /// The server answers 400 unless the body is JSON with userId, title and body, sent as JSON.
    @Test func publicaEnUnServidorDeVerdadYRecibeElId101() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }

        let id = try await servicio(servidor.url).publicar(
            PublicacionDTO(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")
        )

        #expect(id == 101)
    }

    @Test func unPuertoSinServidorEsSinConexion() async throws {
        let direccion = try ServidorDePruebas.direccionSinServidor()

        #expect(await errorDeRed(try await servicio(direccion).usuarios()) == .sinConexion)
    }

    /// The one test that waits on the wall clock: half a second of a real timeout, against a server
    /// that would answer only after `ServidorDePruebas.esperaDeLento`.
    @Test func unServidorQueNoContestaATiempoEsTiempoAgotado() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let lento = servicio(servidor.url.appendingPathComponent("lento"), tiempoMaximo: .milliseconds(500))

        #expect(await errorDeRed(try await lento.usuarios()) == .tiempoAgotado)
    }

    @Test func unEstado500DeVerdadEsUnErrorDelServidor() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let caido = servicio(servidor.url.appendingPathComponent("estado/500"))

        #expect(await errorDeRed(try await caido.usuarios()) == .estadoDelServidor(500))
    }

    @Test func unaRutaQueNoExisteEsUnErrorDelServidor404() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let perdido = servicio(servidor.url.appendingPathComponent("otra-api"))

        #expect(await errorDeRed(try await perdido.usuarios()) == .estadoDelServidor(404))
    }
}
