import Core
import Presentacion
import Testing

@testable import MarcadorDemo

/// How the live view reaches the person, from the terminal and its environment.
@Suite struct ModoEnVivoTests {
    @Test func elModoDependeDeLaTerminalYDeSuEntorno() {
        #expect(Terminal.modo(entorno: [:], esTerminal: true) == .pantallaCompleta(conColor: true))
        #expect(Terminal.modo(entorno: ["NO_COLOR": "1"], esTerminal: true) == .pantallaCompleta(conColor: false))
        // An empty NO_COLOR asks for nothing (no-color.org).
        #expect(Terminal.modo(entorno: ["NO_COLOR": ""], esTerminal: true) == .pantallaCompleta(conColor: true))
        #expect(Terminal.modo(entorno: ["TERM": "dumb", "NO_COLOR": "1"], esTerminal: true) == .lineasConTeclas)
        #expect(Terminal.modo(entorno: [:], esTerminal: false) == .lineas)
    }

    @Test func sinColorNingunaFilaSeResalta() {
        let fotograma = Fotograma(lineas: ["¡Gol!", "minuto 12"], resaltadas: [0])
        #expect(EnVivo.lienzo(fotograma, ancho: 20, alto: 2, conColor: true).dibujo(desde: nil).contains(Ansi.inverso))
        #expect(!EnVivo.lienzo(fotograma, ancho: 20, alto: 2, conColor: false).dibujo(desde: nil).contains(Ansi.inverso))
    }

    @Test func enUnaTerminalTontaSoloSeEscribeLoQueCambio() {
        var anteriores: [String] = []
        #expect(EnVivo.lineasNuevas(["  Rayo 0 - 0 Toros  ", "", "minuto 0"], desde: &anteriores) == "Rayo 0 - 0 Toros\nminuto 0\n")
        #expect(EnVivo.lineasNuevas(["  Rayo 0 - 0 Toros  ", "", "minuto 1"], desde: &anteriores) == "minuto 1\n")
        #expect(EnVivo.lineasNuevas(["  Rayo 0 - 0 Toros  ", "", "minuto 1"], desde: &anteriores) == "")
    }
}
