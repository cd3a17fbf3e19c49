import Foundation
import Testing

/// `--en-vivo` in a real terminal (tmux) on the stepped clock: at 0 ms a minute only `n` moves the
/// match, so every screen can be read exactly.
@Suite(.timeLimit(.minutes(2)), .enabled(if: TerminalTmux.seEjecuta, "tmux draws the terminal these tests read (in CI they always run)"))
struct EnVivoTests {
    /// `marcador-demo --en-vivo` at 0 ms a minute in a fresh data folder, in a terminal of that size.
    private func enVivo(
        ancho: Int = 60, alto: Int = 20, entorno: [String] = [], _ cuerpo: (TerminalTmux) async throws -> Void
    ) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        try await TerminalTmux.con(
            ancho: ancho, alto: alto, entorno: entorno,
            orden: [try DemoEnUnaCarpeta.ejecutable().path] + demo.opciones + ["--en-vivo", "13"],
            cuerpo)
    }

    @Test func unPartidoSeJuegaConLasTeclasYLaTerminalQuedaComoEstaba() async throws {
        try await enVivo { terminal in
            var pantalla = try await terminal.esperar("minuto 0 de 90 · en juego")
            #expect(pantalla.first == "▶ Rayo FC 0-0 Toros · minuto 0")
            #expect(pantalla.contains { $0.hasPrefix("l gol local · v gol visitante · p pausa") })

            try await terminal.teclas("n", veces: 12)
            pantalla = try await terminal.esperar("minuto 12 de 90")
            #expect(pantalla.contains { $0.contains("¡Gol! Ana (Rayo FC), minuto 12") })
            #expect(pantalla.contains { $0.contains("Rayo FC  1 - 0  Toros") })

            try await terminal.teclas("v")
            pantalla = try await terminal.esperar("Rayo FC  1 - 1  Toros")
            #expect(pantalla.contains { $0.contains("¡Gol! Iván (Toros), minuto 12") })
            #expect(pantalla.contains("  12' Iván (Toros)"))

            try await terminal.teclas("p")
            try await terminal.esperar("minuto 12 de 90 · en pausa")
            try await terminal.teclas("p")
            try await terminal.esperar("minuto 12 de 90 · en juego")

            try await terminal.teclas("q")
            pantalla = try await terminal.esperar("estado=0")
            // Back on the normal screen: what the demo printed before and after the live view.
            #expect(pantalla.contains { $0.hasPrefix("» Marcador · datos en ") })
            #expect(pantalla.contains { $0.hasPrefix("» Datos guardados en ") })
            #expect(!pantalla.contains { $0.contains("minuto 12 de 90") })
            // Leaving keeps the match in play at its minute, and says how to resume it.
            #expect(pantalla.joined().contains("» El partido 13 sigue en juego en el minuto 12: 'partido 13' lo reanuda."))
        }
    }

    @Test func alPitidoFinalLaCronicaSePublicaConUnaTecla() async throws {
        try await enVivo(alto: 24) { terminal in
            try await terminal.esperar("minuto 0 de 90")

            try await terminal.teclas("n", veces: 90)
            let pantalla = try await terminal.esperar("Crónica, lista para publicar:")
            #expect(pantalla.first == "■ Rayo FC 2-1 Toros · Final")
            #expect(pantalla.contains { $0.contains("minuto 90 de 90 · Final") })
            try await terminal.teclas("c")
            try await terminal.esperar("Crónica publicada con el n.º 101")
            try await terminal.teclas("q")
            try await terminal.esperar("estado=0")
        }
    }

    @Test func alCambiarElTamanoSeDibujaAlNuevo() async throws {
        try await enVivo { terminal in
            try await terminal.esperar("minuto 0 de 90")

            try await terminal.redimensionar(ancho: 34, alto: 10)
            try await terminal.teclas("n")
            let pantalla = try await terminal.esperar("minuto 1 de 90")
            #expect(pantalla.count == 10)
            #expect(pantalla.last == "l gol local · v · p · n · q salir")
            #expect(pantalla.allSatisfy { $0.count <= 34 })
        }
    }

    @Test func controlCSaleYDejaLaTerminalComoEstaba() async throws {
        try await enVivo { terminal in
            try await terminal.esperar("minuto 0 de 90")

            try await terminal.teclas("C-c")

            let pantalla = try await terminal.esperar("estado=0")
            #expect(pantalla.contains { $0.hasPrefix("» Datos guardados en ") })
        }
    }

    /// `NO_COLOR` asks for no colour, nothing more: the full screen and its keys stay.
    @Test func sinColorLaPantallaCompletaYSusTeclasSiguen() async throws {
        try await enVivo(entorno: ["NO_COLOR=1"]) { terminal in
            var pantalla = try await terminal.esperar("minuto 0 de 90 · en juego")
            #expect(pantalla.contains { $0.hasPrefix("l gol local · v gol visitante · p pausa") })
            try await terminal.teclas("n", veces: 12)
            pantalla = try await terminal.esperar("minuto 12 de 90")
            #expect(pantalla.contains { $0.contains("Rayo FC  1 - 0  Toros") })
            try await terminal.teclas("q")
            pantalla = try await terminal.esperar("estado=0")
            #expect(!pantalla.contains { $0.contains("minuto 90") })
        }
    }

    /// A dumb terminal cannot move its cursor: each change is a plain line, and the keys still
    /// play the match (`n` a minute, `v` a goal, `q` leaves before the final whistle).
    @Test func enUnaTerminalTontaCadaCambioEsUnaLineaYLasTeclasSiguen() async throws {
        try await enVivo(alto: 60, entorno: ["TERM=dumb"]) { terminal in
            _ = try await terminal.esperar("minuto 0 de 90 · en juego")
            try await terminal.teclas("n", veces: 12)
            var pantalla = try await terminal.esperar("¡Gol! Ana (Rayo FC), minuto 12")
            #expect(pantalla.contains("minuto 11 de 90 · en juego"))
            #expect(pantalla.contains("minuto 12 de 90 · en juego"))
            try await terminal.teclas("v")
            pantalla = try await terminal.esperar("Rayo FC  1 - 1  Toros")
            try await terminal.teclas("q")
            pantalla = try await terminal.esperar("estado=0")
            #expect(!pantalla.contains { $0.contains("minuto 90") })
        }
    }

    /// Not a terminal: plain lines, no escape codes, the match played to the end.
    @Test func sinTerminalSonLineasSinCodigos() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }

        let ejecucion = try await demo.ejecutar(demo.opciones + ["--en-vivo", "14"])

        #expect(ejecucion.estado == 0)
        #expect(!ejecucion.salida.contains("\u{1B}"))
        #expect(
            ejecucion.faltanEnOrden([
                "  Lobos 0-0 Águilas · minuto 0 · en juego",
                "» minuto 15 con 0-0",
                "  · 🔔 ¡Gol! — Pedro (Lobos), minuto 23",
                "  · 🔔 ¡Gol! — Nico (Águilas), minuto 67",
                "  Lobos 1-1 Águilas · minuto 90 · Final",
                "  Crónica",
            ]) == [])
    }
}
