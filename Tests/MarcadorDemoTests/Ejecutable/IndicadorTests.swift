import Foundation
import Testing

/// The console's prompt at a real terminal (tmux): a goal announced while it waits for a line goes on
/// a line of its own, and the prompt comes back under it.
@Suite(
    .timeLimit(.minutes(2)), .enabled(if: TerminalTmux.seEjecuta, "tmux draws the terminal these tests read (in CI they always run)"))
struct IndicadorTests {
    @Test func unAvisoDeGolNoRompeElIndicador() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        // 20 ms a minute: the goals come while the prompt waits for the next line.
        let orden = [try DemoEnUnaCarpeta.ejecutable().path, "--datos", demo.datos.path, "--ms-por-minuto", "20", "--interactivo"]
        try await TerminalTmux.con(ancho: 80, alto: 60, orden: orden) { terminal in
            try await terminal.esperar("Escribe 'ayuda'")
            try await terminal.teclas("partido 13", "Enter")

            let pantalla = try await terminal.esperar("Ana (Rayo FC), minuto 80")

            let avisos = pantalla.filter { $0.contains("🔔") }
            #expect(avisos.count == 3)
            #expect(avisos.allSatisfy { $0.hasPrefix("  · 🔔 ¡Gol! — ") })
            #expect(pantalla.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces) == ">")
            try await terminal.teclas("salir", "Enter")
            try await terminal.esperar("estado=0")
        }
    }
}
