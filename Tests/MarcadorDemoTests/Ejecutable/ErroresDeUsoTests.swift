import Foundation
import Testing

/// Bad usage: exit status 2, one line on standard error saying what to do, in Spanish, nothing else
/// done.
@Suite(.timeLimit(.minutes(2))) struct ErroresDeUsoTests {
    @Test(arguments: [
        (["--nada"], "marcador-demo: opción desconocida '--nada'; ejecuta 'marcador-demo --help' para ver las opciones."),
        (["--ms-por-minuto", "-1"], "marcador-demo: '-1' no es un --ms-por-minuto válido; usa un número entero de 0 a 60000."),
        (["--duracion", "45"], "marcador-demo: '45' no es una --duracion válida; usa 60 o 90."),
        (["--pantalla"], "marcador-demo: --pantalla necesita un valor; ejecuta 'marcador-demo --help' para ver un ejemplo."),
        (
            ["--servidor", "http://example.com"],
            "marcador-demo: 'http://example.com' no está permitido; usa https, o http solo hacia 127.0.0.1 o localhost."
        ),
        (
            ["--sin-red", "--servidor", "https://example.com"],
            "marcador-demo: --servidor y --sin-red se contradicen; usa solo una de las dos."
        ),
        (["--datos", ""], "marcador-demo: --datos necesita una carpeta, no un nombre vacío; pasa una ruta como --datos .marcador."),
        (["--duracion", "60", "--duracion", "90"], "marcador-demo: --duracion aparece más de una vez; dala solo una vez."),
        (
            ["--interactivo", "--pantalla", "partidos"],
            "marcador-demo: --interactivo y --pantalla son modos distintos; elige uno de los dos."
        ),
        (
            ["--servidor", "http://127.0.0.1:99999/"],
            "marcador-demo: 'http://127.0.0.1:99999/' tiene un puerto fuera de rango; usa un puerto de 1 a 65535."
        ),
        (
            ["--servidor", "http://ana:secreto@example.com/"],
            "marcador-demo: 'http://ana:***@example.com/' no está permitido; usa https, o http solo hacia 127.0.0.1 o localhost."
        ),
        (["--\u{1B}[2J"], "marcador-demo: opción desconocida '--\\u{1B}[2J'; ejecuta 'marcador-demo --help' para ver las opciones."),
        (["--help", "--bogus"], "marcador-demo: opción desconocida '--bogus'; ejecuta 'marcador-demo --help' para ver las opciones."),
        (["--bogus", "--help"], "marcador-demo: opción desconocida '--bogus'; ejecuta 'marcador-demo --help' para ver las opciones."),
        (
            ["--segundos-de-red", "0"],
            "marcador-demo: '0' no es un --segundos-de-red válido; usa un número de 0,1 a 120, con hasta tres decimales tras una coma o un punto (0,5)."
        ),
        (
            ["--segundos-de-red", "0,1234"],
            "marcador-demo: '0,1234' no es un --segundos-de-red válido; usa un número de 0,1 a 120, con hasta tres decimales tras una coma o un punto (0,5)."
        ),
        (["--servidor", "nada"], "marcador-demo: 'nada' no es la URL de un servidor; usa una como https://jsonplaceholder.typicode.com."),
        (["--en-vivo", "x"], "marcador-demo: 'x' no es un número de partido; usa --en-vivo 1, o --en-vivo sin número para el partido 1."),
    ])
    func unaOpcionMalDadaSaleConDosYUnaLinea(argumentos: [String], linea: String) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + argumentos)

        #expect(ejecucion.estado == 2)
        #expect(ejecucion.lineasDeError == [linea])
        #expect(IdiomaTests.ingles(en: [linea]) == [])
        #expect(ejecucion.salida == "")
        #expect(!FileManager.default.fileExists(atPath: demo.datos.path))
    }

    /// The screens it lists are the registered ones, so a team's new feature joins the list (between
    /// the five features and the app's own settings) without editing this test.
    @Test func unaPantallaDesconocidaDiceCualesHayEnUnaLineaYNoEscribeNada() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--pantalla", "goles"])

        #expect(ejecucion.estado == 2)
        #expect(ejecucion.salida == "")
        let linea = try #require(ejecucion.lineasDeError.first)
        #expect(ejecucion.lineasDeError.count == 1)
        #expect(
            linea.hasPrefix(
                "marcador-demo: pantalla desconocida 'goles'; usa una de estas: partidos, marcador, arbitros, cronica, equipos, "))
        #expect(linea.hasSuffix(", ajustes."))
        #expect(IdiomaTests.ingles(en: [linea]) == [])
        #expect(!FileManager.default.fileExists(atPath: demo.datos.path))
    }

    /// A folder name that is not valid UTF-8 is refused, never turned into another folder (its
    /// bytes replaced): the shell passes the raw bytes, as a person's terminal would.
    @Test func unaCarpetaQueNoEsUTF8SeRechazaSinEscribirNada() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ejecutable = try DemoEnUnaCarpeta.ejecutable().path

        let ejecucion = try await demo.ejecutar(
            conElShell: #"exec "$0" --ms-por-minuto 0 --datos "$(printf 'datos-\377')""#, argumentos: [ejecutable])

        #expect(ejecucion.estado == 2)
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: el argumento 4 no es UTF-8 válido; pasa los nombres (como la carpeta de --datos) en UTF-8."
            ])
        #expect(IdiomaTests.ingles(en: ejecucion.lineasDeError) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: demo.carpeta.path).filter { $0.hasPrefix("datos") } == [])
    }
}
