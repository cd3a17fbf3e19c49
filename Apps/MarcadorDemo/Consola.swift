import Core
import Foundation

/// Where the demo prints: every screen starts with the bar of the match in play, like the bar the
/// app shows on every tab, and notices (a goal) appear where they happen; the log's traces (a screen
/// released) too, with `--registro`.
/// Every line is printed with its control characters escaped: names and commands come from outside.
@MainActor
final class Consola {
    private let textoDeLaBarra: @MainActor () -> String?
    let avisos: AvisosEnLaConsola
    private var observacion: ObservacionDelRegistro?

    /// `barra` is the bar of the match in play as one line, or `nil` without one. With `registro`
    /// the log's lines are printed among the screens, in the order they happen; without it they go
    /// nowhere: they are the app's inner life, not what the person asked for.
    init(barra: @escaping @MainActor () -> String?, avisos: AvisosEnLaConsola, registro: Bool) {
        textoDeLaBarra = barra
        self.avisos = avisos
        Registro.escribeEnLaSalidaDeError = false
        if registro {
            observacion = Registro.observar { linea in avisos.linea(linea) }
        }
    }

    /// Notices and log lines stop reaching standard output: a full-screen view owns the terminal.
    func silenciarElRegistro() {
        observacion = nil
        avisos.silenciar()
    }

    /// A screen: its first line is its title.
    func pantalla(_ lineas: [String]) {
        Self.escribir("")
        barra()
        Self.escribir(String(repeating: "─", count: 64))
        for linea in lineas { Self.escribir("  \(TextoVisible.escapado(linea))") }
    }

    /// The bar of the match in play alone, when there is one.
    func barra() {
        if let barra = textoDeLaBarra() { Self.escribir(TextoVisible.escapado(barra)) }
    }

    /// A line of narration: what the demo does next, or what the person must know.
    func nota(_ texto: String) {
        Self.escribir("» \(TextoVisible.escapado(texto))")
    }

    /// A notice about the data (a file set aside), on standard error: what is printed before it is
    /// written out first, so the notice lands where it happened.
    func aviso(_ texto: String) {
        fflush(nil)
        Salida.error("Aviso: \(texto)")
    }

    /// A list of commands or the help: text of the demo's own.
    func texto(_ texto: String) {
        Self.escribir(texto)
    }

    /// Each line goes out when it is printed, also through a pipe (where standard output is fully
    /// buffered): a program reading the live view or a long wait sees every line as it happens.
    nonisolated static func escribir(_ linea: String) {
        print(linea)
        Salida.vaciar()
    }
}
