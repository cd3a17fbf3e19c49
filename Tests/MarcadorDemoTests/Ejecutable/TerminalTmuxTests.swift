import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)), .enabled(if: TerminalTmux.seEjecuta, "tmux draws the terminal these tests read (in CI they always run)"))
struct TerminalTmuxTests {
    @Test func alCerrarseNoDejaNadaEnLaCarpetaTemporal() async throws {
        let terminal = try await TerminalTmux.abrir(ancho: 40, alto: 5, orden: ["true"])
        try await terminal.esperar("estado=0")
        #expect(FileManager.default.fileExists(atPath: terminal.socket))
        await terminal.cerrar()
        #expect(!FileManager.default.fileExists(atPath: terminal.socket), "the tmux server's socket outlived it")
    }
}
