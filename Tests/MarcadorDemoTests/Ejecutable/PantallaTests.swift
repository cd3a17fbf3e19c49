import Foundation
import Testing

/// `--pantalla NAME`: one feature's screens alone, and nothing of the others.
@Suite(.timeLimit(.minutes(2))) struct PantallaTests {
    struct Esperado: Sendable, CustomTestStringConvertible {
        let pantalla: String
        let lineas: [String]
        /// A line only another feature's screens print.
        let ajena: String

        var testDescription: String { pantalla }
    }

    static let pantallas = [
        Esperado(
            pantalla: "partidos",
            lineas: [
                "  Copa Barrio", "    1  Rayo FC 2-1 Toros", "   18  Toros 0-0 Lobos · sin empezar",
                "  · ListaDePartidosViewModel LIBERADO",
                "  Goleadores · Copa Barrio", "    1  Ana (Rayo FC) · 3 goles", "    8  Sofía (Toros) · 1 gol",
            ],
            ajena: "  Partido n.º 13"
        ),
        Esperado(
            pantalla: "marcador",
            lineas: [
                "» Abre el partido 13, que no ha empezado: su pantalla lo empieza.",
                "  Ya hay un partido en juego, el n.º 13 (minuto 0): empieza otro cuando acabe y lo cierres.",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12", "■ Rayo FC 2-2 Toros · Final",
                "» Cierra el partido terminado: la barra desaparece.", "  · Directo LIBERADO",
            ],
            ajena: "  Árbitros"
        ),
        Esperado(
            pantalla: "arbitros",
            lineas: [
                "  Sin árbitros guardados", "» Se cae la red; refresca.", "  No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "  [Reintentar]", "» Refresca desde el servicio.", "  Leanne Graham · Gwenborough",
                "  · ArbitrosViewModel LIBERADO",
            ],
            ajena: "  Copa Barrio"
        ),
        Esperado(
            pantalla: "cronica",
            lineas: [
                "  Crónica", "  Rayo FC 2-1 Toros", "  12' Ana (Rayo FC)", "  55' Iván (Toros)", "  80' Ana (Rayo FC)",
                "  Crónica publicada con el n.º 101", "  · CronicaViewModel LIBERADO",
            ],
            ajena: "  Copa Barrio"
        ),
        Esperado(
            pantalla: "equipos",
            lineas: [
                "  Equipos", "    Rayo FC: Ana #9, Luis, Marta #1", "» Ficha a Bea #14 para Rayo FC.",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14", "    Águilas: Nico #11", "  · EquiposViewModel LIBERADO",
            ],
            ajena: "  Copa Barrio"
        ),
    ]

    @Test(arguments: pantallas)
    func cadaPantallaSeMuestraSola(_ esperado: Esperado) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--pantalla", esperado.pantalla, "--registro"])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(ejecucion.lineas.first == "» Marcador · datos en \(demo.datos.path) · servicio de ejemplo")
        #expect(ejecucion.faltanEnOrden(esperado.lineas) == [])
        #expect(!ejecucion.lineas.contains(esperado.ajena))
    }
}
