import Foundation
import Testing

/// Bad usage: exit status 2, one line on standard error saying what to do, nothing else done.
@Suite(.timeLimit(.minutes(2))) struct ErroresDeUsoTests {
    @Test(arguments: [
        (["--nada"], "marcador-demo: unknown option '--nada'; run 'marcador-demo --help' to see the options."),
        (["--ms-por-minuto", "-1"], "marcador-demo: '-1' is not a valid --ms-por-minuto; use a whole number from 0 to 60000."),
        (["--duracion", "45"], "marcador-demo: '45' is not a valid --duracion; use 60 or 90."),
        (["--pantalla"], "marcador-demo: --pantalla needs a value; run 'marcador-demo --help' to see an example."),
        (
            ["--servidor", "http://example.com"],
            "marcador-demo: 'http://example.com' is not allowed; use https, or http only to 127.0.0.1 or localhost."
        ),
        (
            ["--sin-red", "--servidor", "https://example.com"],
            "marcador-demo: --servidor and --sin-red contradict each other; use one of them."
        ),
        (["--datos", ""], "marcador-demo: --datos needs a folder, not an empty name; pass a path such as --datos .marcador."),
        (["--duracion", "60", "--duracion", "90"], "marcador-demo: --duracion is given more than once; give it once."),
        (
            ["--interactivo", "--pantalla", "partidos"],
            "marcador-demo: --interactivo and --pantalla are different modes; choose one of them."
        ),
        (
            ["--servidor", "http://127.0.0.1:99999/"],
            "marcador-demo: 'http://127.0.0.1:99999/' has a port out of range; use a port from 1 to 65535."
        ),
        (
            ["--servidor", "http://ana:secreto@example.com/"],
            "marcador-demo: 'http://ana:***@example.com/' is not allowed; use https, or http only to 127.0.0.1 or localhost."
        ),
        (["--\u{1B}[2J"], "marcador-demo: unknown option '--\\u{1B}[2J'; run 'marcador-demo --help' to see the options."),
        (["--help", "--bogus"], "marcador-demo: unknown option '--bogus'; run 'marcador-demo --help' to see the options."),
        (["--bogus", "--help"], "marcador-demo: unknown option '--bogus'; run 'marcador-demo --help' to see the options."),
        (
            ["--segundos-de-red", "0"],
            "marcador-demo: '0' is not a valid --segundos-de-red; use a whole number from 1 to 120."
        ),
    ])
    func unaOpcionMalDadaSaleConDosYUnaLinea(argumentos: [String], linea: String) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + argumentos)

        #expect(ejecucion.estado == 2)
        #expect(ejecucion.lineasDeError == [linea])
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
        #expect(linea.hasPrefix("marcador-demo: unknown screen 'goles'; use one of: partidos, marcador, arbitros, cronica, equipos, "))
        #expect(linea.hasSuffix(", ajustes."))
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
            ejecucion.lineasDeError == ["marcador-demo: argument 4 is not valid UTF-8; pass names (such as the --datos folder) in UTF-8."])
        #expect(try FileManager.default.contentsOfDirectory(atPath: demo.carpeta.path).filter { $0.hasPrefix("datos") } == [])
    }
}
