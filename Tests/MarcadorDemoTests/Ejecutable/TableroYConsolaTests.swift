import Foundation
import Testing

/// The way a club runs it: the live board full screen in one terminal (tmux), an operator at the
/// console in another, on one data folder. Every goal the operator types shows on the board, with
/// its notice. How soon is the board's clock's business, not this machine's load: the board reads the
/// folder again every tenth of a second of its clock (`UnPartidoPorCarpetaTests`'
/// `seguirLaCarpetaAvisaCadaDecimaDeSegundoSiAlgoCambio` steps that clock), so here each goal only
/// has to arrive, in order, before the next one is typed.
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
                // From the operator's answer (the goal is on disk by then) to the board showing it.
                let enLaConsola = "Rayo FC \(gol)-0 Toros · minuto 0 · en juego"
                let salida = consola.lectorDeLaSalida
                let (_, pantalla) = try await tablero.medir(desde: { salida().contains(enLaConsola) }, hasta: "Rayo FC  \(gol) - 0  Toros")
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
