import Core
import Foundation
import Marcador

/// Where the demo prints: every screen starts with the bar of the match in play, like the bar the
/// app shows on every tab, and log lines (goal notices, released screens) appear where they happen.
@MainActor
final class Consola {
    private let partidoEnJuego: PartidoEnJuego
    private var observacion: ObservacionDelRegistro?

    init(partidoEnJuego: PartidoEnJuego) {
        self.partidoEnJuego = partidoEnJuego
        // The log goes to standard output only, interleaved with the screens in the order it happens.
        Registro.escribeEnLaSalidaDeError = false
        observacion = Registro.observar { linea in print("  · \(linea)") }
    }

    /// A screen: its first line is its title.
    func pantalla(_ lineas: [String]) {
        print("")
        if let barra = Barra.texto(de: partidoEnJuego) { print(barra) }
        print(String(repeating: "─", count: 64))
        for linea in lineas { print("  \(linea)") }
    }

    /// A line of narration: what the tour does next.
    func nota(_ texto: String) {
        print("» \(texto)")
    }

    func error(_ texto: String) {
        FileHandle.standardError.write(Data("marcador-demo: \(texto)\n".utf8))
    }
}
