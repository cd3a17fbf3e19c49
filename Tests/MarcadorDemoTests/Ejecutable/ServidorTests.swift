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
                "  No hay conexión: comprueba la conexión y vuelve a intentarlo.",
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
            sinRed.lineas(entre: "» Refresca desde el servicio.", y: "  · ArbitrosViewModel LIBERADO").suffix(4) == [
                "  Glenna Reichert · Bartholomebury",
                "  Clementina DuBuque · Lebsackbury",
                "  No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "  [Reintentar]",
            ])
    }
}
