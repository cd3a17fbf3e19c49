import Foundation
import Testing

/// Data that cannot be used: a data folder that cannot be written is said in one line before any
/// screen (exit 1); a tournament file too big to read, or with a name too long, is set aside at once
/// and said on standard error.
@Suite(.timeLimit(.minutes(2))) struct DatosInserviblesTests {
    @Test func unaCarpetaDeDatosQueEsUnArchivoSeDiceAntesDeNingunaPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try Data("un archivo".utf8).write(to: demo.datos)

        let ejecucion = try await demo.ejecutar(demo.opciones)

        #expect(ejecucion.estado == 1)
        #expect(ejecucion.salida == "")
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: la carpeta de datos \(demo.datos.path) es un archivo, no una carpeta; "
                    + "apártalo o elige otra carpeta con --datos CARPETA."
            ])
        #expect(try Data(contentsOf: demo.datos) == Data("un archivo".utf8))
    }

    /// sysfs refuses new files even to root, as a read-only folder does to anyone else.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel")))
    func unaCarpetaDeDatosEnLaQueNoSePuedeEscribirSeDiceAntesDeNingunaPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(["--datos", "/sys", "--ms-por-minuto", "0", "--pantalla", "equipos"])

        #expect(ejecucion.estado == 1)
        #expect(ejecucion.salida == "")
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: no se puede escribir en la carpeta de datos /sys (no hay permiso); "
                    + "elige otra carpeta con --datos CARPETA."
            ])
    }

    @Test func unaRutaDeDatosDemasiadoLargaSeDiceAntesDeNingunaPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let larga = demo.carpeta.appendingPathComponent(String(repeating: "x", count: 5_000)).path

        let ejecucion = try await demo.ejecutar(["--datos", larga, "--ms-por-minuto", "0", "--pantalla", "equipos"])

        #expect(ejecucion.estado == 1)
        #expect(ejecucion.salida == "")
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: no se pudo crear la carpeta de datos \(larga) (la ruta es demasiado larga); "
                    + "elige otra carpeta con --datos CARPETA."
            ])
    }

    /// The default data folder lives in the current folder: with a name that is not UTF-8 it would
    /// land in another folder, so it is refused instead.
    @Test func unaCarpetaActualQueNoEsUTF8SeDiceAntesDeNingunaPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ejecutable = try DemoEnUnaCarpeta.ejecutable().path

        let ejecucion = try await demo.ejecutar(
            conElShell: #"mkdir "$(printf 'actual-\377')" && cd "$(printf 'actual-\377')" && exec "$0" --ms-por-minuto 0"#,
            argumentos: [ejecutable])

        #expect(ejecucion.estado == 1)
        #expect(ejecucion.salida == "")
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: el nombre de la carpeta actual no es UTF-8 válido y los datos irían a parar a otra carpeta; "
                    + "ejecútalo desde otra carpeta o pasa una ruta absoluta con --datos CARPETA."
            ])
        let creadas = try FileManager.default.contentsOfDirectory(atPath: demo.carpeta.path).filter { !$0.hasSuffix(".salida") }
        #expect(creadas.filter { !$0.hasSuffix(".error") && !$0.hasSuffix(".entrada") }.count == 1)
    }

    /// One name of 50 MB: the file is over the limit, set aside by its size without being read, and
    /// the notice goes to standard error; the screens start from the sample data.
    @Test func unTorneoMayorQueElLimiteSeApartaYSeAvisaPorLaSalidaDeError() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        // The same bytes as the name spelled out in a string, made as bytes: a string of 50 million
        // characters costs the test runner a second of CPU.
        var torneo = Data(#"{"version": 1, "nombre": ""#.utf8)
        torneo.append(Data(repeating: UInt8(ascii: "A"), count: 50_000_000))
        torneo.append(Data(#"", "equipos": [], "partidos": []}"#.utf8))
        try torneo.write(to: demo.datos.appendingPathComponent("torneo.json"))

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "equipos\n")

        #expect(ejecucion.estado == 0)
        let aviso = try #require(ejecucion.lineasDeError.first)
        #expect(ejecucion.lineasDeError.count == 1)
        #expect(aviso.hasPrefix("marcador-demo: Aviso: No se pudo leer torneo.json (ocupa 48 MB, más de los 4 MB que admite la app); "))
        #expect(!ejecucion.salida.contains("No se pudo leer"))
        #expect(ejecucion.lineas.contains("    Rayo FC: Ana #9, Luis, Marta #1"))
    }

    @Test func unNombreMasLargoQueElLimiteApartaElTorneo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        _ = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "salir\n")
        let archivo = demo.datos.appendingPathComponent("torneo.json")
        let torneo = try String(contentsOf: archivo, encoding: .utf8)
        try torneo.replacingOccurrences(of: #""Sofía""#, with: "\"\(String(repeating: "S", count: 1_000))\"")
            .write(to: archivo, atomically: true, encoding: .utf8)

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "salir\n")

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.lineasDeError.count == 1)
        #expect(
            ejecucion.lineasDeError.first?.hasPrefix(
                "marcador-demo: Aviso: No se pudo leer torneo.json (El nombre no puede tener más de 40 caracteres); ") == true)
    }

    @Test func unTorneoDeUnaVersionMasNuevaLoDice() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        try Data(#"{"version": 99, "nombre": "Copa del futuro", "equipos": [], "partidos": []}"#.utf8)
            .write(to: demo.datos.appendingPathComponent("torneo.json"))

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "salir\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.lineasDeError.first?.hasPrefix(
                "marcador-demo: Aviso: No se pudo leer torneo.json (Lo escribió una versión más nueva de la app: tiene la versión 99")
                == true)
    }
}
