import Core
import Foundation

/// The app's notices (a goal, the minute marks the match announces) as console lines, where they
/// happen: "  · 🔔 ¡Gol! — Ana (Rayo FC), minuto 12". They are the person's, unlike the log's traces.
///
/// When the prompt is waiting for a line at a terminal, a notice goes on a line of its own and the
/// prompt is shown again under it, so what the person types still follows "> ".
final class AvisosEnLaConsola: Notificador {
    private struct Estado {
        var silenciados = false
        var indicadorALaVista = false
    }

    private let estado = Cerrojo(Estado())
    /// Where the text goes: standard output (written out at once), or a test's list.
    private let escribir: @Sendable (String) -> Void

    init(
        escribir: @escaping @Sendable (String) -> Void = { texto in
            print(texto, terminator: "")
            fflush(nil)
        }
    ) {
        self.escribir = escribir
    }

    func notificar(titulo: String, cuerpo: String) {
        linea("🔔 \(titulo) — \(cuerpo)")
    }

    /// A line of the console's own among the screens (a log line with `--registro`).
    func linea(_ texto: String) {
        estado.withLock { estado in
            guard !estado.silenciados else { return }
            let linea = "  · \(TextoVisible.escapado(texto))\n"
            // Under the lock: two notices never interleave, and the prompt is written after the notice.
            escribir(estado.indicadorALaVista ? "\n" + linea + Self.indicador : linea)
        }
    }

    /// The prompt, at a terminal: it stays in view until the person's line is read.
    func mostrarElIndicador() {
        estado.withLock { estado in
            escribir(Self.indicador)
            estado.indicadorALaVista = true
        }
    }

    /// The person pressed Enter: what follows starts on a fresh line.
    func lineaLeida() {
        estado.withLock { $0.indicadorALaVista = false }
    }

    /// A full-screen view owns the terminal: notices stop.
    func silenciar() {
        estado.withLock { $0.silenciados = true }
    }

    static let indicador = "> "
}
