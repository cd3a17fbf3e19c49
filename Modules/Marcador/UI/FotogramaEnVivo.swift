public import Presentacion
import Torneo

/// The live scoreboard laid out on a terminal of a given size: a pure function of the screen's state
/// and the size, so every state has a text snapshot.
///
/// From the top: the bar of the match in play, a rule, the teams and the score, the minute, the goal
/// flashing, the screen's last notice (the fifteen-minute mark or a refusal after it), the goals (the latest ones when they
/// do not fit), the lines under them, and the help line at the bottom. On a short terminal the
/// spacing goes first, then the marks and the goals; the score, the minute and the help always stay.
public enum FotogramaEnVivo {
    public static func dibujar(_ pantalla: PantallaEnVivo, ancho: Int, alto: Int) -> Fotograma {
        guard ancho > 0, alto > 0 else { return Fotograma(lineas: Array(repeating: "", count: max(alto, 0)), resaltadas: []) }
        let marcador = "\(pantalla.local)  \(pantalla.marcador.local) - \(pantalla.marcador.visitante)  \(pantalla.visitante)"
        let minuto = "minuto \(pantalla.minuto) de \(pantalla.duracion) · \(fase(pantalla.fase))"
        let destello = pantalla.destello.map { centrado($0.texto, ancho) } ?? ""

        // Each line with the priority it keeps on a short terminal (0 is never dropped).
        var cabecera: [(linea: String, prioridad: Int, resaltada: Bool)] = [
            (ajustado(pantalla.barra, ancho), 1, false),
            (String(repeating: "─", count: ancho), 3, false),
            ("", 4, false),
            (centrado(marcador, ancho), 0, false),
            (centrado(minuto, ancho), 0, false),
            ("", 4, false),
            (destello, 1, pantalla.destello?.encendido == true),
            (centrado(pantalla.ultimoAviso, ancho), 2, false),
        ]
        let cuerpo = (pantalla.goles.isEmpty ? ["Sin goles"] : pantalla.goles).map { ajustado("  \($0)", ancho) }
        let pie = pantalla.pie.map { ajustado($0, ancho) }

        // The help line takes the last row; the header fits first, dropping by priority.
        var disponibles = alto - 1
        for prioridad in [4, 3, 2, 1] where cabecera.count > disponibles {
            cabecera.removeAll { $0.prioridad == prioridad }
        }
        cabecera = Array(cabecera.prefix(disponibles))
        disponibles -= cabecera.count
        // Then the lines under the goals (the crónica, whole if it can be), then the latest goals.
        let pieQueCabe = Array(pie.prefix(max(0, disponibles - min(cuerpo.count, 2))))
        disponibles -= pieQueCabe.count
        var goles = Array(cuerpo.suffix(max(0, disponibles)))
        if goles.count < cuerpo.count, goles.count > 1 {
            goles[0] = ajustado("  …", ancho)
        }

        var lineas = cabecera.map(\.linea) + goles + pieQueCabe
        var resaltadas: Set<Int> = []
        for (fila, entrada) in cabecera.enumerated() where entrada.resaltada {
            resaltadas.insert(fila)
        }
        while lineas.count < alto - 1 { lineas.append("") }
        lineas.append(barraDeTeclas(pantalla.ayuda, ancho))
        if alto == 1 { lineas = [ajustado(marcador, ancho)] }
        return Fotograma(lineas: lineas.map { rellenado($0, ancho) }, resaltadas: resaltadas)
    }

    private static func fase(_ fase: PantallaEnVivo.Fase) -> String {
        switch fase {
        case .enJuego: "en juego"
        case .enPausa: "en pausa"
        case .final: "Final"
        }
    }

    /// Cut to `ancho`, with "…" where it was cut.
    static func ajustado(_ texto: String, _ ancho: Int) -> String {
        texto.count <= ancho ? texto : String(texto.prefix(max(0, ancho - 1))) + "…"
    }

    /// "l gol local · … · q salir" to fit `ancho` without losing its last key (how to leave): the
    /// words of the keys go first, from the last one back, then the first keys.
    static func barraDeTeclas(_ texto: String, _ ancho: Int) -> String {
        var teclas = texto.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
        func unida() -> String { teclas.joined(separator: " · ") }
        var indice = teclas.count - 2
        while unida().count > ancho, indice >= 0 {
            teclas[indice] = String(teclas[indice].prefix { $0 != " " })
            indice -= 1
        }
        while unida().count > ancho, teclas.count > 1 {
            teclas.removeFirst()
        }
        return ajustado(unida(), ancho)
    }

    static func centrado(_ texto: String, _ ancho: Int) -> String {
        let texto = ajustado(texto, ancho)
        return String(repeating: " ", count: (ancho - texto.count) / 2) + texto
    }

    static func rellenado(_ texto: String, _ ancho: Int) -> String {
        texto + String(repeating: " ", count: max(0, ancho - texto.count))
    }
}
