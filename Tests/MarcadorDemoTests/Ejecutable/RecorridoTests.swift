import Foundation
import Testing

/// The scripted tour, run as a person runs it: the built executable in a fresh data folder.
@Suite(.timeLimit(.minutes(2))) struct RecorridoTests {
    @Test func muestraCadaPantallaEnElOrdenDelRecorrido() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--registro"])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(
            ejecucion.faltanEnOrden([
                "» Marcador · datos en \(demo.datos.path) · servicio de ejemplo",
                "  Copa Barrio",
                "    1  Rayo FC 2-1 Toros",
                "    2  Lobos 1-1 Águilas",
                "   13  Rayo FC 0-0 Toros · sin empezar",
                "   18  Toros 0-0 Lobos · sin empezar",
                "  · ListaDePartidosViewModel LIBERADO",
                "  Goleadores · Copa Barrio",
                "» Abre el partido 13, que no ha empezado: su pantalla lo empieza.",
                "  · GoleadoresViewModel LIBERADO",
                "▶ Rayo FC 0-0 Toros · minuto 0",
                "  Partido n.º 13",
                "  Rayo FC 0-0 Toros · minuto 0 · en juego",
                "» Abre el partido 14 mientras se juega el 13: un partido a la vez.",
                "  · PartidoViewModel LIBERADO",
                "  Partido n.º 14",
                "  Lobos 0-0 Águilas · minuto 0 · sin empezar",
                "  Ya hay un partido en juego, el n.º 13 (minuto 0): empieza otro cuando acabe y lo cierres.",
                "» De vuelta al partido 13, jugado hasta el minuto 45.",
                "  · PartidoViewModel LIBERADO",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "▶ Rayo FC 1-0 Toros · minuto 45",
                "» Un gol a mano del visitante: se guarda en el minuto en juego y no se anuncia.",
                "▶ Rayo FC 1-1 Toros · minuto 45",
                "  Rayo FC 1-1 Toros · minuto 45 · en juego",
                "    12' Ana (Rayo FC)",
                "    45' Iván (Toros)",
                "  minuto 45 con 1-1",
                "» Cierra la pantalla del partido: el partido sigue, como muestra la barra de la siguiente pantalla.",
                "  · PartidoViewModel LIBERADO",
                "▶ Rayo FC 1-1 Toros · minuto 45",
                "  Goleadores · Copa Barrio",
                "  Partido 13 en juego, minuto 45",
                "    1  Ana (Rayo FC) · 4 goles",
                "» Se juega hasta el pitido final.",
                "  · 🔔 ¡Gol! — Iván (Toros), minuto 55",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80",
                "■ Rayo FC 2-2 Toros · Final",
                "» Final del partido.",
                "  · GoleadoresViewModel LIBERADO",
                "    1  Rayo FC 2-1 Toros",
                "   13  Rayo FC 2-2 Toros",
                "» Abre los árbitros: primero la lista guardada.",
                "  · ListaDePartidosViewModel LIBERADO",
                "  Árbitros",
                "  Sin árbitros guardados",
                "» Se cae la red; refresca.",
                "  Sin árbitros guardados",
                "  No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "  [Reintentar]",
                "» Vuelve la red.",
                "» Refresca desde el servicio.",
                "  Leanne Graham · Gwenborough",
                "  Clementina DuBuque · Lebsackbury",
                "» Escribe la crónica del partido 1 y publícala.",
                "  · ArbitrosViewModel LIBERADO",
                "  Crónica",
                "  Rayo FC 2-1 Toros",
                "  12' Ana (Rayo FC)",
                "  55' Iván (Toros)",
                "  80' Ana (Rayo FC)",
                "  Crónica publicada con el n.º 101",
                "  · CronicaViewModel LIBERADO",
                "  Equipos",
                "    Rayo FC: Ana #9, Luis, Marta #1",
                "» Ficha a Bea #14 para Rayo FC.",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
                "  · EquiposViewModel LIBERADO",
                "  Ajustes",
                "    (•) 90 minutos",
                "» Cierra el partido terminado: la barra desaparece.",
                "  · Directo LIBERADO",
                "  · AjustesViewModel LIBERADO",
                "  Copa Barrio",
                "  · ListaDePartidosViewModel LIBERADO",
                "» Datos guardados en \(demo.datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero.",
            ]) == [])
    }

    @Test func soloSeAnuncianLosGolesDelGuionNoElGolAMano() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones)

        #expect(
            ejecucion.lineas.filter { $0.contains("🔔") } == [
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "  · 🔔 ¡Gol! — Iván (Toros), minuto 55",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80",
            ])
    }

    @Test func alCerrarElPartidoTerminadoDesapareceLaBarra() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--registro"])

        // The open screen (the settings) shown again after closing: with no bar above its rule.
        let tras = ejecucion.lineas(entre: "» Cierra el partido terminado: la barra desaparece.", y: "  Ajustes")
        #expect(tras == ["  · Directo LIBERADO", "", String(repeating: "─", count: 64)])
        #expect(ejecucion.lineas.last(where: { $0.hasPrefix("■") || $0.hasPrefix("▶") }) == "■ Rayo FC 2-2 Toros · Final")
    }

    @Test func elRecorridoGuardaElTorneoYLosArbitrosEnLaCarpetaDeDatos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        _ = try await demo.ejecutar(demo.opciones)

        let archivos = try FileManager.default.contentsOfDirectory(atPath: demo.datos.path).sorted()
        #expect(archivos == ["arbitros.json", "torneo.json"])
    }

    @Test func laAyudaSaleConCeroYNoCreaLaCarpetaDeDatos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--help"])

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.lineas.first == "marcador-demo: la app Marcador sin pantalla gráfica. Usa el contenedor, los casos de uso y")
        #expect(ejecucion.lineas.contains("Uso: marcador-demo [modo] [opciones]"))
        #expect(!FileManager.default.fileExists(atPath: demo.datos.path))
    }

    /// A tournament without matches: the tour says what it could not do and goes on.
    @Test func unRecorridoQueNoPuedeJugarElPartidoLoDiceYSigue() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "nombre": "Copa vacía", "equipos": [], "partidos": []}"#.utf8)
            .write(to: demo.datos.appendingPathComponent("torneo.json"))

        let ejecucion = try await demo.ejecutar(demo.opciones)

        #expect(ejecucion.lineas.contains { $0.hasPrefix("» El partido 13 no está en juego: la pantalla de arriba muestra cómo está") })
        #expect(ejecucion.lineas.contains("» No se publicó la crónica del partido 1: la pantalla de arriba dice por qué."))
        #expect(ejecucion.lineas.contains("» No se pudo fichar a Bea para Rayo FC: la pantalla de arriba dice por qué."))
    }
}
