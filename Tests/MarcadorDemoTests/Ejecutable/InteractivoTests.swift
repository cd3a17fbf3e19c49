import Foundation
import Testing

/// `--interactivo` driven through standard input, as a script would drive it.
@Suite(.timeLimit(.minutes(2))) struct InteractivoTests {
    /// While match 3 plays, at minute 30, every screen shows it as the bar on top does: nothing of
    /// its later minutes (its goals at 71' and 88') appears in the list, the scorers or the crónica,
    /// and its crónica is not published before the final whistle.
    @Test func conUnPartidoEnJuegoCadaPantallaMuestraElMismoMarcador() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ordenes = ["partido 15", "avanzar 30", "partidos", "goleadores", "cronica 15", "publicar", "salir"]

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: ordenes.joined(separator: "\n") + "\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "▶ Rayo FC 1-0 Lobos · minuto 30",
                "  Rayo FC 1-0 Lobos · minuto 30 · en juego",
                "▶ Rayo FC 1-0 Lobos · minuto 30",
                "   15  Rayo FC 1-0 Lobos · en juego, minuto 30",
                "▶ Rayo FC 1-0 Lobos · minuto 30",
                "  Partido 15 en juego, minuto 30",
                "    4  Luis (Rayo FC) · 2 goles",
                "▶ Rayo FC 1-0 Lobos · minuto 30",
                "  Rayo FC 1-0 Lobos · en juego, minuto 30",
                "  8' Luis (Rayo FC)",
                "  El partido n.º 15 está en juego (minuto 30): publica la crónica tras el pitido final",
            ]) == [])
        #expect(!ejecucion.salida.contains("71'"))
        #expect(!ejecucion.salida.contains("Crónica publicada"))
    }

    @Test func unaSesionPorLaEntradaEstandarRecorreLasPantallas() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ordenes = ["partidos", "partido 13", "esperar", "goleadores", #"fichar "Rayo FC" Bea 14"#, "equipos", "salir"]

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo", "--registro"], entrada: ordenes.joined(separator: "\n") + "\n")

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        #expect(
            ejecucion.faltanEnOrden([
                "» Escribe 'ayuda' para ver las órdenes y 'salir' para terminar.",
                "  Copa Barrio",
                "    1  Rayo FC 2-1 Toros",
                "  · ListaDePartidosViewModel LIBERADO",
                "  Partido n.º 13",
                "■ Rayo FC 2-1 Toros · Final",
                "  Rayo FC 2-1 Toros · minuto 90 · Final",
                "  minuto 90 con 2-1",
                "  · PartidoViewModel LIBERADO",
                "  Goleadores · Copa Barrio",
                "    1  Ana (Rayo FC) · 5 goles",
                "  · GoleadoresViewModel LIBERADO",
                "  Equipos",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
                "  · EquiposViewModel LIBERADO",
                "    Rayo FC: Ana #9, Luis, Marta #1, Bea #14",
                "» Datos guardados en \(demo.datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero.",
            ]) == [])
        // At 0 ms a minute the match stands still until the demo moves it: the screen shows minute 0,
        // then 'esperar' plays it, each notice in its place.
        #expect(
            ejecucion.faltanEnOrden([
                "  Rayo FC 0-0 Toros · minuto 0 · en juego",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "  · 🔔 ¡Gol! — Iván (Toros), minuto 55",
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80",
                "■ Rayo FC 2-1 Toros · Final",
            ]) == [])
    }

    @Test func avanzarJuegaExactamenteLosMinutosPedidos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\navanzar 30\ngol local\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "  Rayo FC 1-0 Toros · minuto 30 · en juego",
                "  Rayo FC 2-0 Toros · minuto 30 · en juego",
                "    30' Luis (Rayo FC)",
            ]) == [])
    }

    /// A goal by hand at a mark: the mark's notice says the score the screen shows above it.
    @Test func unGolALaManoEnElCuartoDeHoraNoDejaDosMarcadoresEnPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo"], entrada: "partido 13\navanzar 45\ngol visitante\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  Rayo FC 1-0 Toros · minuto 45 · en juego",
                "  minuto 45 con 1-0",
                "  Rayo FC 1-1 Toros · minuto 45 · en juego",
                "  minuto 45 con 1-1",
            ]) == [])
    }

    /// At the real pace (60 s a minute here: the clock cannot reach minute 1 during the test) the
    /// prompt comes back at once, with the goals passed announced in order; then the match goes on.
    @Test func avanzarAlRitmoRealContestaAlMomentoConLosGolesQuePasa() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            ["--datos", demo.datos.path, "--interactivo", "--ms-por-minuto", "60000"],
            entrada: "partido 13\navanzar 60\npartidos\nsalir\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12",
                "  · 🔔 ¡Gol! — Iván (Toros), minuto 55",
                "  Rayo FC 1-1 Toros · minuto 60 · en juego",
                "  minuto 60 con 1-1",
                "   13  Rayo FC 1-1 Toros · en juego, minuto 60",
            ]) == [])
    }

    /// A jump past the whistle at the real pace: the bar and the match screen both say Final at once.
    @Test func avanzarMasAllaDelPitidoDejaElPartidoEnFinalEnTodaLaPantalla() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            ["--datos", demo.datos.path, "--interactivo", "--ms-por-minuto", "60000"], entrada: "partido 13\navanzar 100\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 80",
                "■ Rayo FC 2-1 Toros · Final",
                "  Rayo FC 2-1 Toros · minuto 90 · Final",
            ]) == [])
        #expect(!ejecucion.lineas.contains("  Rayo FC 2-1 Toros · minuto 90 · en juego"))
    }

    /// Signing a player for a team in play, then a goal by hand for that team: the goal is saved once
    /// and shown, and the next run's list has it.
    @Test func unFichajeDuranteElPartidoNoHaceQueUnGolGuardadoSeRechace() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo"], entrada: "partido 13\nfichar Toros Nuevo\npartido 13\ngol visitante\nsalir\n")
        let siguiente = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partidos\nsalir\n")

        #expect(ejecucion.estado == 0)
        #expect(!ejecucion.salida.contains("Toros no juega este partido."))
        #expect(
            ejecucion.faltanEnOrden([
                "    Toros: Iván #7, Sofía #10, Nuevo",
                "  Rayo FC 0-1 Toros · minuto 0 · en juego",
                "    0' Iván (Toros)",
            ]) == [])
        #expect(siguiente.lineas.contains("   13  Rayo FC 0-1 Toros · en juego, minuto 0"))
        let torneo = try String(contentsOf: demo.datos.appendingPathComponent("torneo.json"), encoding: .utf8)
        let compacto = torneo.filter { !$0.isWhitespace }
        // The goal at minute 0 is saved once: no other event of the sample is at minute 0.
        #expect(compacto.components(separatedBy: #""minuto":0,"tipo""#).count - 1 == 1)
    }

    @Test(arguments: ["-9223372036854775808", "9223372036854775807", "0", "99999999999999999999999"])
    func cualquierNumeroDePartidoDaUnaLineaNuncaUnFallo(numero: String) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido \(numero)\ncronica \(numero)\nsalir\n")

        #expect(ejecucion.estado == 0)
        #expect(ejecucion.error == "")
        let esperado =
            Int(numero).map { "  No existe el partido n.º \($0)" } ?? "» partido necesita el número de un partido, p. ej. 'partido 1'."
        #expect(ejecucion.lineas.contains(esperado))
    }

    @Test func losCaracteresDeControlSeMuestranEscapados() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "\u{1B}[2Jborra\nsalir\n")

        #expect(!ejecucion.salida.contains("\u{1B}"))
        #expect(ejecucion.lineas.contains("» No existe la orden '\\u{1B}[2jborra'; escribe 'ayuda' para ver las órdenes."))
    }

    @Test func elPartidoAbiertoSeMuestraUnaVezYaEmpezado() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\nsalir\n")

        #expect(ejecucion.lineas.filter { $0.hasPrefix("  Partido n.º") || $0.hasPrefix("  Cargando") } == ["  Partido n.º 13"])
        #expect(ejecucion.lineas.contains("  Rayo FC 0-0 Toros · minuto 0 · en juego"))
    }

    @Test func losGolesAManoSeMuestranAlMomentoSinAnunciarse() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo"],
            entrada: "partido 13\ngol local\ngol visitante\nsalir\n"
        )

        #expect(
            ejecucion.faltanEnOrden([
                "▶ Rayo FC 1-1 Toros · minuto 0",
                "  Rayo FC 1-1 Toros · minuto 0 · en juego",
                // Whose turn it is: at minute 0 neither side has a goal yet (its script's come later).
                "    0' Ana (Rayo FC)",
                "    0' Iván (Toros)",
            ]) == [])
        #expect(!ejecucion.salida.contains("🔔"))
    }

    @Test func losGolesAManoQuedanGuardadosParaLaSiguienteSesion() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        _ = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partido 13\ngol local\nsalir\n")
        let siguiente = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "partidos\nsalir\n")

        #expect(siguiente.lineas.contains("   13  Rayo FC 1-0 Toros · en juego, minuto 0"))
    }

    @Test func noDejaEmpezarOtroPartidoMientrasSeJuega() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo"], entrada: "partido 13\npartido 14\nsalir\n")

        #expect(
            ejecucion.faltanEnOrden([
                "▶ Rayo FC 0-0 Toros · minuto 0",
                "  Partido n.º 14",
                "  Lobos 0-0 Águilas · minuto 0 · sin empezar",
                "  Ya hay un partido en juego, el n.º 13 (minuto 0): empieza otro cuando acabe y lo cierres.",
            ]) == [])
    }

    /// The settings screen: the duration chosen there is saved and the next match lasts it.
    @Test func laPantallaDeAjustesEligeLaDuracionDeLosPartidos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let ordenes = ["ajustes", "duracion 60", "partido 13", "esperar", "salir"]

        let ejecucion = try await demo.ejecutar(
            demo.opciones + ["--interactivo", "--registro"], entrada: ordenes.joined(separator: "\n") + "\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "  Ajustes",
                "  Duración del partido",
                "    (•) 90 minutos",
                "    ( ) 60 minutos",
                "  Los partidos que empiecen a partir de ahora durarán 90 minutos.",
                "  Ajustes",
                "    ( ) 90 minutos",
                "    (•) 60 minutos",
                "  Los partidos que empiecen a partir de ahora durarán 60 minutos.",
                "  · AjustesViewModel LIBERADO",
                "  Rayo FC 1-1 Toros · minuto 60 · Final",
            ]) == [])
    }

    @Test func unaOrdenDesconocidaDaUnaPistaDeUnaLinea() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "nada\nsalir\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.lineas(
                entre: "» Escribe 'ayuda' para ver las órdenes y 'salir' para terminar.",
                y: "» Datos guardados en \(demo.datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero."
            ) == ["» No existe la orden 'nada'; escribe 'ayuda' para ver las órdenes.", ""])
    }

    @Test func loQueSigueASalirNoSeEjecuta() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "salir\npartidos\n")

        #expect(ejecucion.estado == 0)
        #expect(!ejecucion.lineas.contains("  Copa Barrio"))
    }

    @Test func alAcabarseLaEntradaLaSesionTerminaSinSalir() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "equipos\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.faltanEnOrden([
                "    Rayo FC: Ana #9, Luis, Marta #1",
                "» Datos guardados en \(demo.datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero.",
            ]) == [])
    }

    /// A command with missing or wrong words gets its usage or hint in one line, and changes nothing.
    @Test func unaOrdenMalEscritaDiceComoSeEscribeYNoCambiaNada() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        _ = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: "salir\n")
        let antes = try Data(contentsOf: demo.datos.appendingPathComponent("torneo.json"))
        let ordenes = ["gol", "fichar Toros", "partido uno", "avanzar 45", "duracion 45 60", "red tal vez", "red quizas", "salir"]

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--interactivo"], entrada: ordenes.joined(separator: "\n") + "\n")

        #expect(ejecucion.estado == 0)
        #expect(
            ejecucion.lineas.filter { $0.hasPrefix("» ") }.dropFirst(2) == [
                "» Se escribe así: gol local|visitante.",
                "» Se escribe así: fichar EQUIPO NOMBRE [DORSAL].",
                "» partido necesita el número de un partido, p. ej. 'partido 1'.",
                "» No hay ningún partido en juego: abre uno, p. ej. 'partido 1'.",
                "» Se escribe así: duracion 60|90.",
                "» Se escribe así: red no|si.",
                "» Escribe 'red no' para cortar la red o 'red si' para devolverla.",
                "» Datos guardados en \(demo.datos.path): vuelve a ejecutarlo para verlos, o usa --reiniciar-datos para empezar de cero.",
            ])
        #expect(try Data(contentsOf: demo.datos.appendingPathComponent("torneo.json")) == antes)
    }
}
