import Foundation
import Testing

/// What the demo prints and its exit status tell the truth: a failed write, a file set aside, a save
/// that failed, a password in a URL.
@Suite(.timeLimit(.minutes(2))) struct SalidaTests {
    @Test func sinSitioEnLaSalidaEstandarLoDiceYSaleConUno() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones, salidaEn: "/dev/full")

        #expect(ejecucion.estado == 1)
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: no se pudo escribir en la salida estándar (no queda espacio en el disco); libera espacio o escribe en otro sitio."
            ])
    }

    @Test func laAyudaEnUnaSalidaLlenaTambienSaleConUno() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(["--help"], salidaEn: "/dev/full")

        #expect(ejecucion.estado == 1)
    }

    /// Each data file, in each mode: the notice goes to standard error, once, and says where the bytes went.
    @Test(
        arguments: ["torneo.json", "arbitros.json", "ajustes.json"],
        [
            [], ["--pantalla", "partidos"], ["--pantalla", "equipos"], ["--pantalla", "cronica"], ["--pantalla", "arbitros"],
            ["--pantalla", "marcador"], ["--interactivo"], ["--en-vivo"],
        ])
    func unArchivoIlegibleSeAvisaPrimeroEnCadaModo(archivo: String, modo: [String]) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13, 0x37]).write(to: demo.datos.appendingPathComponent(archivo))

        let ejecucion = try await demo.ejecutar(demo.opciones + modo, entrada: "equipos\nsalir\n")

        let apartado = try #require(
            try FileManager.default.contentsOfDirectory(atPath: demo.datos.path).first { $0.hasPrefix("\(archivo).unreadable-") })
        let aviso = try #require(ejecucion.lineasDeError.first)
        #expect(aviso.hasPrefix("marcador-demo: Aviso: No se pudo leer \(archivo) ("))
        #expect(
            aviso.hasSuffix("se ha guardado aparte como \(demo.datos.path)/\(apartado): la app sigue sin él; revisa esa copia o bórrala."))
        #expect(ejecucion.lineasDeError.count == 1)
        #expect(!ejecucion.salida.contains("No se pudo leer"))
        #expect(ejecucion.estado == 0)
    }

    @Test func laContrasenaDeUnServidorNuncaSeImprime() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--pantalla", "partidos", "--servidor", "https://ana:secreto@127.0.0.1:1/"])

        #expect(ejecucion.lineas.first == "» Marcador · datos en \(demo.datos.path) · servidor https://ana:***@127.0.0.1:1/")
        #expect(!ejecucion.salida.contains("secreto"))
        #expect(!ejecucion.error.contains("secreto"))
    }
}
