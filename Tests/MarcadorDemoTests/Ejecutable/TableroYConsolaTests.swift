import Foundation
import Testing

/// The way a club runs it: the live board full screen in one terminal (tmux), an operator at the
/// console in another, on one data folder. Every goal the operator types shows on the board, with
/// its notice. How soon is not timed here, as this machine's load would decide it: the board looks at
/// the folder every `ContenedorDeLaApp.cadaCuantoSeRelee` of real time, and each goal only has to
/// arrive, in order, before the next one is typed.
@Suite(.timeLimit(.minutes(2)), .enabled(if: TerminalTmux.seEjecuta, "tmux draws the terminal these tests read (in CI they always run)"))
struct TableroYConsolaTests {
    static let goles = 10

    @Test func cadaGolDeLaConsolaSaleEnElTablero() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let orden = [try DemoEnUnaCarpeta.ejecutable().path] + demo.opciones + ["--en-vivo", "13"]
        try await TerminalTmux.con(ancho: 60, alto: 24, orden: orden) { tablero in
            try await tablero.esperar("minuto 0 de 90 · en juego")
            let consola = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
            consola.escribir("partido 13")
            #expect(await consola.esperar("Rayo FC 0-0 Toros · minuto 0 · en juego"), "\(consola.salida)")

            for gol in 1...Self.goles {
                consola.escribir("gol local")
                // The operator's answer first (the goal is on disk by then), then the board showing it.
                #expect(await consola.esperar("Rayo FC \(gol)-0 Toros · minuto 0 · en juego"), "\(consola.salida)")
                let pantalla = try await tablero.esperar("Rayo FC  \(gol) - 0  Toros")
                #expect(
                    pantalla.contains { $0.contains("¡Gol! ") && $0.contains("(Rayo FC), minuto 0") }, "\(pantalla.joined(separator: "\n"))"
                )
                #expect(pantalla.first == "▶ Rayo FC \(gol)-0 Toros · minuto 0")
            }
            #expect(await consola.terminar() == 0)
            try await tablero.teclas("q")
            try await tablero.esperar("estado=0")
        }
    }
}
