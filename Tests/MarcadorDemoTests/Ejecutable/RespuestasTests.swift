import Foundation
import Testing

/// Each answer names the real cause and what to do.
@Suite(.timeLimit(.minutes(2))) struct RespuestasTests {
    @Test func unDorsalQueNoEsUnNumeroSeNombra() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "fichar Toros Zoe abc\nequipos\n")

        #expect(
            ejecucion.lineas.contains(
                "» 'abc' no es un dorsal (un número del 1 al 99): escribe 'fichar Toros Zoe 8', o 'fichar Toros \"Zoe abc\"' si es parte del nombre."
            ))
        #expect(!ejecucion.salida.contains("No existe el equipo"))
        #expect(ejecucion.lineas.contains("    Toros: Iván #7, Sofía #10"))
    }

    /// Unquoted, a name with a space reads as a bad dorsal too: the answer says how to quote it.
    @Test func unNombreConEspaciosSinComillasDiceComoEscribirlo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "fichar \"Rayo FC\" Zoe Ruiz\n")

        #expect(
            ejecucion.lineas.contains(
                "» 'Ruiz' no es un dorsal (un número del 1 al 99): escribe 'fichar \"Rayo FC\" Zoe 8', o 'fichar \"Rayo FC\" \"Zoe Ruiz\"' si es parte del nombre."
            ))
    }

    @Test func ficharConUnEquipoDeVariasPalabrasYDorsalSigueFuncionando() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "fichar Rayo FC Bea 14\n")

        #expect(ejecucion.lineas.contains("    Rayo FC: Ana #9, Luis, Marta #1, Bea #14"))
    }

    @Test func cortarYDevolverLaRedSeConfirma() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "red no\nred si\n")

        #expect(
            ejecucion.faltanEnOrden([
                "» Red cortada: el servicio de ejemplo no contesta hasta 'red si'.",
                "» Red devuelta: el servicio de ejemplo vuelve a contestar.",
            ]) == [])
    }

    @Test func otroPartidoMientrasSeJuegaUnoNombraElPartidoYQueHacer() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\navanzar 30\npartido 14\n")

        #expect(
            ejecucion.lineas.contains(
                "  Ya hay un partido en juego, el n.º 13 (minuto 30): empieza otro cuando acabe y lo cierres."))
    }
}
