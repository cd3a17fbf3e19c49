import Foundation
import Testing

/// Each match tells one story: not started, in play at a minute, or finished, kept with the
/// tournament; the list, the match screen and the bar say the same of it at every moment.
@Suite(.timeLimit(.minutes(2))) struct UnaHistoriaPorPartidoTests {
    private func consola(_ demo: DemoEnUnaCarpeta, _ ordenes: [String], ademas: [String] = []) async throws -> Ejecucion {
        try await demo.ejecutar(demo.opciones + ademas + ["--interactivo"], entrada: ordenes.joined(separator: "\n") + "\n")
    }

    /// A finished match opens at its final score, as the list shows it; it is not played again.
    @Test func unPartidoTerminadoSeAbreConSuResultadoFinalComoEnLaLista() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await consola(demo, ["partidos", "partido 1", "salir"], ademas: ["--reiniciar-datos"])

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "    1  Rayo FC 2-1 Toros",
                "  Partido n.º 1",
                "  Rayo FC 2-1 Toros · minuto 90 · Final",
                "    12' Ana (Rayo FC)",
                "    80' Ana (Rayo FC)",
            ]) == [])
        #expect(!ejecucion.salida.contains("Rayo FC 0-0 Toros · minuto 0"))
    }

    /// The list shows a match that has not started without any of its goals, and one in play with
    /// the goals of the minutes it reached, never a later one.
    @Test func laListaNoMuestraUnGolQueElPartidoNoHaAlcanzado() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await consola(demo, ["partidos", "partido 13", "avanzar 20", "partidos", "salir"])

        #expect(
            ejecucion.faltanEnOrden([
                "   13  Rayo FC 0-0 Toros · sin empezar",
                "  Rayo FC 0-0 Toros · minuto 0 · en juego",
                "   13  Rayo FC 1-0 Toros · en juego, minuto 20",
            ]) == [])
        #expect(!ejecucion.salida.contains("13  Rayo FC 2-1 Toros"))
    }

    /// Closed after its final whistle, the match stays finished: opened again it shows its final
    /// score, never "sin empezar" beside its goals, and it is not replayed.
    @Test func unPartidoCerradoSigueTerminadoAlAbrirloOtraVez() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await consola(demo, ["partido 14", "esperar", "cerrar", "partido 14", "partidos", "salir"])

        #expect(
            ejecucion.faltanEnOrden([
                "  Lobos 1-1 Águilas · minuto 90 · Final",
                "  Lobos 1-1 Águilas · minuto 90 · Final",
                "   14  Lobos 1-1 Águilas",
            ]) == [])
        #expect(!ejecucion.salida.contains("sin empezar\n    23'"))
        #expect(!ejecucion.salida.contains("Lobos 1-1 Águilas · minuto 0"))
        #expect(ejecucion.lineas.filter { $0.contains("Lobos 0-0 Águilas · minuto 0 · en juego") }.count == 1)
    }

    /// A goal by hand belongs to the match it went into: a second tour on the same data shows the
    /// match the first one played with the same result, not one goal more.
    @Test func dosRecorridosSeguidosMuestranElMismoResultado() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let primero = try await demo.ejecutar(demo.opciones)
        let segundo = try await demo.ejecutar(demo.opciones)

        #expect(primero.estado == 0)
        #expect(segundo.estado == 0)
        let final = "■ Rayo FC 2-2 Toros · Final"
        #expect(primero.lineas.contains(final))
        #expect(segundo.lineas.contains("   13  Rayo FC 2-2 Toros"), "\(segundo.salida)")
        // Scores, not any text: the data folder's random name is printed too, and may hold "2-3".
        #expect(!segundo.lineas.contains { $0.contains("Rayo FC 2-3 Toros") || $0.contains("Rayo FC 3-2 Toros") }, "\(segundo.salida)")
    }
}
