import Foundation
import Testing

/// The second board: while a console plays a match on the same data folder, `--en-vivo` of that
/// match opens it at its minute and may score in it; of another match, it is refused with the reason.
@Suite(.timeLimit(.minutes(2))) struct SegundoTableroTests {
    private func conElPartido13EnJuego(_ cuerpo: (DemoEnUnaCarpeta, ConsolaEnMarcha) async throws -> Void) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
        consola.escribir("partido 13", "avanzar 20")
        #expect(await consola.esperar("Rayo FC 1-0 Toros · minuto 20 · en juego"), "\(consola.salida)")
        try await cuerpo(demo, consola)
        #expect(await consola.terminar() == 0)
    }

    @Test func elTableroDelPartidoQueSeJuegaEnOtraTerminalLoAbreEnSuMinuto() async throws {
        try await conElPartido13EnJuego { demo, _ in
            let tablero = try await demo.ejecutar(demo.opciones + ["--en-vivo", "13"])

            #expect(tablero.estado == 0, "\(tablero.salida)")
            #expect(tablero.lineas.contains("  Rayo FC 1-0 Toros · minuto 20 · en juego"), "\(tablero.salida)")
        }
    }

    @Test func elTableroDeOtroPartidoSeRechazaConElMotivo() async throws {
        try await conElPartido13EnJuego { demo, _ in
            let tablero = try await demo.ejecutar(demo.opciones + ["--en-vivo", "14"])

            #expect(tablero.estado == 1)
            #expect(
                tablero.lineas.contains(
                    "» No se puede jugar en directo el partido 14: El partido 13 se está jugando en otro terminal (minuto 20): "
                        + "empieza otro tras su pitido final."), "\(tablero.salida)")
        }
    }

    /// In a real terminal: the board shows the other terminal's match at its minute, and a goal
    /// scored on the board reaches the console.
    @Test(.enabled(if: TerminalTmux.seEjecuta)) func enUnaTerminalMarcaEnElPartidoDeLaOtra() async throws {
        try await conElPartido13EnJuego { demo, consola in
            try await TerminalTmux.con(
                ancho: 60, alto: 20, orden: [try DemoEnUnaCarpeta.ejecutable().path] + demo.opciones + ["--en-vivo", "13"]
            ) { terminal in
                try await terminal.esperar("minuto 20 de 90")
                try await terminal.teclas("v")
                try await terminal.esperar("Rayo FC  1 - 1  Toros")
                consola.escribir("partidos")
                #expect(await consola.esperar("   13  Rayo FC 1-1 Toros · en juego, minuto 20"), "\(consola.salida)")
                try await terminal.teclas("q")
                try await terminal.esperar("estado=0")
            }
        }
    }
}
