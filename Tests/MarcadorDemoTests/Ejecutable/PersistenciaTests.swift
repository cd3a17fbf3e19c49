import Foundation
import Testing

/// What one run saves, the next one shows; a reset starts over; an unreadable file is kept aside.
@Suite(.timeLimit(.minutes(2))) struct PersistenciaTests {
    @Test func unaSegundaEjecucionMuestraLoQueGuardoLaPrimera() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        _ = try await demo.ejecutar(demo.opciones)
        let segunda = try await demo.ejecutar(demo.opciones)

        #expect(segunda.estado == 0)
        #expect(
            segunda.faltanEnOrden([
                // The match the first run played is finished, with the goal by hand in its record.
                "   13  Rayo FC 2-2 Toros",
                "  Rayo FC 2-2 Toros · minuto 90 · Final",
                "    45' Iván (Toros)",
                // The saved referees at once, before any refresh.
                "» Abre los árbitros: primero la lista guardada.",
                "  Árbitros",
                "  Leanne Graham · Gwenborough",
                "» Refresca desde el servicio.",
                // Bea was signed and saved by the first run.
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
                // Signing her again is refused, and the screen says why.
                "  Error: Rayo FC ya tiene un jugador llamado Bea.",
                "» No se pudo fichar a Bea para Rayo FC: la pantalla de arriba dice por qué.",
            ]) == [])
        #expect(!segunda.lineas.contains("  Sin árbitros guardados"))
        #expect(!segunda.lineas.contains { $0.contains("Bea #14, Bea") })
    }

    @Test func reiniciarLosDatosVuelveAlPrincipio() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let primera = try await demo.ejecutar(demo.opciones)
        let reiniciada = try await demo.ejecutar(demo.opciones + ["--reiniciar-datos"])

        #expect(reiniciada.estado == 0)
        #expect(
            reiniciada.faltanEnOrden(["    1  Rayo FC 2-1 Toros", "  Sin árbitros guardados", "» Ficha a Bea #14 para Rayo FC."]) == [])
        // Everything up to the live match is the same as on the first run (past it, at 0 ms a
        // minute, the minute the tour sees depends on scheduling).
        func hastaElPartido(_ ejecucion: Ejecucion) -> [String] {
            Array(ejecucion.lineas.prefix { !$0.hasPrefix("» Open match 1") })
        }
        #expect(hastaElPartido(reiniciada) == hastaElPartido(primera))
        #expect(hastaElPartido(primera).count > 20)
    }

    @Test func laDuracionElegidaSeGuardaParaLasSiguientesEjecuciones() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let primera = try await demo.ejecutar(demo.opciones + ["--duracion", "60"])
        let segunda = try await demo.ejecutar(demo.opciones)

        #expect(primera.lineas.contains("  Los partidos que empiecen a partir de ahora durarán 60 minutos."))
        // The goal at minute 80 is after the final whistle of a 60-minute match.
        #expect(!primera.lineas.contains("  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80"))
        #expect(primera.lineas.contains("■ Rayo FC 1-2 Toros · Final"))
        #expect(segunda.lineas.contains("  Los partidos que empiecen a partir de ahora durarán 60 minutos."))
        // The second run does not play it again: it shows its result.
        #expect(segunda.lineas.contains("  Rayo FC 1-2 Toros · minuto 60 · Final"))
    }

    @Test func unTorneoIlegibleSeApartaConSusBytesYElRecorridoSigue() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ilegible = Data(#"{"partidos": [roto"#.utf8)
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        try ilegible.write(to: demo.datos.appendingPathComponent("torneo.json"))

        let ejecucion = try await demo.ejecutar(demo.opciones)

        let apartados = try FileManager.default.contentsOfDirectory(atPath: demo.datos.path).filter {
            $0.hasPrefix("torneo.json.unreadable-")
        }
        try #require(apartados.count == 1)
        #expect(try Data(contentsOf: demo.datos.appendingPathComponent(apartados[0])) == ilegible)
        #expect(ejecucion.estado == 0)
        // Said once, on standard error, with where the bytes are now and what to do.
        #expect(
            ejecucion.lineasDeError == [
                "marcador-demo: Aviso: No se pudo leer torneo.json (El archivo no contiene JSON válido); se ha guardado aparte como "
                    + "\(demo.datos.path)/\(apartados[0]): la app sigue sin él; revisa esa copia o bórrala."
            ])
        #expect(!ejecucion.salida.contains("No se pudo leer"))
        #expect(
            ejecucion.faltanEnOrden([
                "  Copa Barrio",
                "    1  Rayo FC 2-1 Toros",
                "■ Rayo FC 2-2 Toros · Final",
                "  Crónica publicada con el n.º 101",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
            ]) == [])
    }

    @Test func trasApartarUnTorneoIlegibleLaSiguienteEjecucionLeeElNuevo() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try FileManager.default.createDirectory(at: demo.datos, withIntermediateDirectories: true)
        try Data("no es json".utf8).write(to: demo.datos.appendingPathComponent("torneo.json"))

        _ = try await demo.ejecutar(demo.opciones)
        let segunda = try await demo.ejecutar(demo.opciones)

        #expect(!segunda.salida.contains("No se pudo leer torneo.json"))
        #expect(segunda.lineas.contains("  Error: Rayo FC ya tiene un jugador llamado Bea."))
    }

    /// A file where the data folder should be: nothing is deleted, and it is said before anything else.
    @Test func siLaCarpetaDeDatosEsUnArchivoReiniciarNoLoToca() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try Data("un archivo".utf8).write(to: demo.datos)

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--reiniciar-datos"])

        #expect(ejecucion.estado == 1)
        #expect(ejecucion.salida == "")
        #expect(ejecucion.lineasDeError.count == 1)
        #expect(try Data(contentsOf: demo.datos) == Data("un archivo".utf8))
    }
}
