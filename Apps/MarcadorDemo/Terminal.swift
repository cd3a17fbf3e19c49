import Core
import Foundation

/// The terminal the live view draws on: keys as they are typed, its size, the alternate screen, and
/// the promise to give it back as it was. The live view calls `salir()` on every way out (`q`,
/// Ctrl-C and SIGTERM, which it handles as events, an error writing, the end of input).
@MainActor
final class Terminal {
    /// How the live view reaches the person. A person at a real terminal gets the full screen and
    /// its keys; with `NO_COLOR` the same, without highlighted rows (colour is all `NO_COLOR` asks to
    /// drop); with `TERM=dumb`, a terminal that cannot move its cursor, the keys still work and each
    /// change is a plain line. Not a terminal (a pipe, a file): plain lines, the match to the end.
    enum Modo: Equatable {
        case pantallaCompleta(conColor: Bool)
        case lineasConTeclas
        case lineas
    }

    nonisolated static func modo(entorno: [String: String] = ProcessInfo.processInfo.environment, esTerminal: Bool? = nil) -> Modo {
        guard esTerminal ?? (isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1) else { return .lineas }
        if entorno["TERM"] == "dumb" { return .lineasConTeclas }
        return .pantallaCompleta(conColor: entorno["NO_COLOR"].map(\.isEmpty) ?? true)
    }

    private var original = termios()
    private var dentro = false
    private var conPantalla = true

    /// Keys arrive one by one, unechoed; Ctrl-C still interrupts (and is handled as quitting). With
    /// `pantalla`, the alternate screen without a cursor (a dumb terminal gets neither).
    func entrar(pantalla: Bool) {
        tcgetattr(STDIN_FILENO, &original)
        var crudo = original
        crudo.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &crudo)
        dentro = true
        conPantalla = pantalla
        if pantalla { escribir(Ansi.pantallaAlternativa + Ansi.ocultarCursor) }
    }

    /// The normal screen, the cursor and the typing mode as they were. Safe to call more than once.
    func salir() {
        guard dentro else { return }
        dentro = false
        if conPantalla { escribir(Ansi.normal + Ansi.mostrarCursor + Ansi.pantallaNormal) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Columns and rows, or 80 × 24 when the terminal does not say.
    func tamano() -> (ancho: Int, alto: Int) {
        var ventana = winsize()
        // TIOCGWINSZ fills a `winsize` through a pointer, the only way the C API offers.
        let leido = withUnsafeMutablePointer(to: &ventana) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard leido == 0, ventana.ws_col > 0, ventana.ws_row > 0 else { return (80, 24) }
        return (Int(ventana.ws_col), Int(ventana.ws_row))
    }

    /// `false` when the terminal cannot be written to any more.
    @discardableResult
    func escribir(_ texto: String) -> Bool {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(texto.utf8))
            return true
        } catch {
            return false
        }
    }
}
