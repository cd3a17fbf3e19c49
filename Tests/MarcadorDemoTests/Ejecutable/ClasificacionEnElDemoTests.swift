import Foundation
import Testing

/// The league table in the real executable: the sample tournament's on a fresh data folder, and the
/// match in play counted at its live score at the console.
@Suite(.timeLimit(.minutes(2))) struct ClasificacionEnElDemoTests {
    @Test func laPantallaMuestraLaTablaDelTorneoDeMuestra() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--pantalla", "clasificacion"])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(
            ejecucion.faltanEnOrden([
                "  Clasificación · Copa Barrio",
                "       Equipo   PJ   G   E   P  GF  GC  DG Pts",
                "    1  Rayo FC   4   3   1   0   5   2  +3  10",
                "    2  Toros     4   2   0   2   4   4   0   6",
                "    3  Lobos     4   1   1   2   4   5  -1   4",
                "    4  Águilas   4   0   2   2   1   3  -2   2",
            ]) == [])
        #expect(!ejecucion.salida.contains("▶ en juego"))
    }

    @Test func duranteUnPartidoLaConsolaCuentaSuMarcadorDeAhora() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ordenes = ["partido 13", "avanzar 30", "clasificacion", "salir"]

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: ordenes.joined(separator: "\n") + "\n")

        #expect(ejecucion.estado == 0)
        // Match 13 at minute 30, Rayo FC 1-0 Toros: a win for Rayo FC and a defeat for Toros so far.
        #expect(
            ejecucion.faltanEnOrden([
                "▶ Rayo FC 1-0 Toros · minuto 30",
                "  Clasificación · Copa Barrio",
                "  Partido 13 en juego, minuto 30",
                "       Equipo   PJ   G   E   P  GF  GC  DG Pts",
                "    1  Rayo FC   5   4   1   0   6   2  +4  13  ▶ en juego",
                "    2  Toros     5   2   0   3   4   5  -1   6  ▶ en juego",
                "    3  Lobos     4   1   1   2   4   5  -1   4",
            ]) == [])
    }
}
