import Core
import Foundation

/// Where the demo prints: every screen starts with the bar of the match in play, like the bar the
/// app shows on every tab, and log lines (goal notices, released screens) appear where they happen.
/// Every line is printed with its control characters escaped: names and commands come from outside.
@MainActor
final class Consola {
    private let textoDeLaBarra: @MainActor () -> String?
    private var observacion: ObservacionDelRegistro?

    /// `barra` is the bar of the match in play as one line, or `nil` without one.
    init(barra: @escaping @MainActor () -> String?) {
        textoDeLaBarra = barra
        // The log goes to standard output only, interleaved with the screens in the order it happens.
        Registro.escribeEnLaSalidaDeError = false
        observacion = Registro.observar { linea in Self.escribir("  · \(TextoVisible.escapado(linea))") }
    }

    /// Log lines stop reaching standard output: a full-screen view owns the terminal.
    func silenciarElRegistro() {
        observacion = nil
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
