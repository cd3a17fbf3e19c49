import CoreTestSupport
import Foundation
import Testing

/// `--servidor`: the referees and the report go to a real HTTP server on this machine.
@Suite(.timeLimit(.minutes(2))) struct ServidorTests {
    @Test func losArbitrosLleganDelServidorYLaCronicaSePublicaEnEl() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--servidor", servidor.url.absoluteString])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(ejecucion.lineas.first == "» Marcador · datos en \(demo.datos.path) · servidor http://127.0.0.1:\(servidor.puerto)")
        #expect(
            ejecucion.lineas(entre: "» Refresca desde el servicio.", y: "» Escribe la crónica del partido 1 y publícala.") == [
                "» Actualizando…",
                "",
                "■ Rayo FC 2-2 Toros · Final",
                String(repeating: "─", count: 64),
                "  Árbitros",
                "  Leanne Graham · Gwenborough",
                "  Ervin Howell · Wisokyburgh",
                "  Clementine Bauch · McKenziehaven",
            ])
        #expect(ejecucion.lineas.contains("  Crónica publicada con el n.º 101"))
    }

    @Test func sinServidorQueEscucheSeAvisaYElRecorridoSigue() async throws {
        let direccion = try ServidorDePruebas.direccionSinServidor()
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--servidor", direccion.absoluteString])

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "» Refresca desde el servicio.",
                "  Sin árbitros guardados",
                "  No hay conexión",
                "  Comprueba la conexión y vuelve a intentarlo.",
                "  [Reintentar]",
                "  No se pudo publicar la crónica: No hay conexión",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
            ]) == [])
    }

    @Test func unServidorHTTPFueraDeEstaMaquinaSeRechazaConDos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--servidor", "http://example.com"])

        #expect(ejecucion.estado == 2)
        #expect(ejecucion.lineasDeError.count == 1)
    }

    @Test func sinRedSeAvisaYLaListaGuardadaSigue() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        _ = try await demo.ejecutar(demo.opciones + ["--pantalla", "arbitros"])
        let sinRed = try await demo.ejecutar(demo.opciones + ["--pantalla", "arbitros", "--sin-red", "--registro"])

        #expect(sinRed.lineas.first == "» Marcador · datos en \(demo.datos.path) · servicio de ejemplo, sin red")
        #expect(
            sinRed.lineas(entre: "» Refresca desde el servicio.", y: "  · ArbitrosViewModel LIBERADO").suffix(5) == [
                "  Glenna Reichert · Bartholomebury",
                "  Clementina DuBuque · Lebsackbury",
                "  No hay conexión",
                "  Comprueba la conexión y vuelve a intentarlo.",
                "  [Reintentar]",
            ])
    }

    // MARK: - The network deadline is real time, whatever the match clock does

    /// The whole tour steps the match clock (a match is played on it); each request's patience runs
    /// on real time all the same. Against a server that answers at twice the deadline, every
    /// request ends at its deadline with the app's message: the saved referees stay as they were
    /// (the late answer is not taken) and nothing late is published.
    @Test func elRecorridoAcabaCadaPeticionEnSuPlazoAunqueElServidorTardeElDoble() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        _ = try await demo.ejecutar(demo.opciones + ["--pantalla", "arbitros", "--servidor", servidor.url.absoluteString])
        let guardados = try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json"))
        let tarde = servidor.url(tardando: .seconds(2)).absoluteString

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--segundos-de-red", "1", "--servidor", tarde])

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "» Refresca desde el servicio.",
                "  Leanne Graham · Gwenborough",
                "  El servidor tardó demasiado en responder",
                "  No se pudo publicar la crónica: El servidor tardó demasiado en responder",
            ]) == [])
        #expect(!ejecucion.salida.contains("Crónica publicada"))
        #expect(try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json")) == guardados)
    }
}
