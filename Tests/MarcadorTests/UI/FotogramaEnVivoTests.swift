import Core
import Marcador
import Presentacion
import Testing
import Torneo

/// The live scoreboard's frame is a pure function of the screen's state and the terminal's size: each
/// state has its text snapshot.
@Suite struct FotogramaEnVivoTests {
    private func pantalla(
        minuto: Int = 12, fase: PantallaEnVivo.Fase = .enJuego, destello: PantallaEnVivo.Destello? = nil, ultimoAviso: String? = nil,
        pie: [String] = []
    ) throws -> PantallaEnVivo {
        let goles = Ejemplo.rayoContraToros.eventos.filter { $0.minuto <= minuto }
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros, eventos: goles)
        return PantallaEnVivo(
            barra: "▶ Rayo FC \(partido.marcador) Toros · minuto \(minuto)",
            exito: .init(
                partidoId: 1, partido: partido, marcador: partido.marcador, minuto: minuto, corriendo: fase == .enJuego,
                ultimoAviso: ultimoAviso ?? (minuto >= 15 ? "minuto \(minuto / 15 * 15) con \(partido.marcador)" : ""), duracion: 90),
            fase: fase, destello: destello, pie: pie, ayuda: "l gol local · v gol visitante · q salir")
    }

    private let gol = PantallaEnVivo.Destello(texto: "¡Gol! Ana (Rayo FC), minuto 12", encendido: true)

    /// The key bar never loses "q salir": a narrow terminal keeps the keys and drops their words,
    /// from the last one back, and at the narrowest the first keys.
    @Test(arguments: [
        (80, "l gol local · v gol visitante · p pausa · n minuto siguiente · q salir"),
        (60, "l gol local · v gol visitante · p pausa · n · q salir"),
        (40, "l gol local · v · p · n · q salir"),
        (20, "v · p · n · q salir"),
        (7, "q salir"),
    ])
    func laBarraDeTeclasConservaSalirACualquierAncho(ancho: Int, barra: String) throws {
        var estado = try pantalla()
        estado.ayuda = "l gol local · v gol visitante · p pausa · n minuto siguiente · q salir"

        let fotograma = FotogramaEnVivo.dibujar(estado, ancho: ancho, alto: 14)

        #expect(fotograma.lineas.last == barra + String(repeating: " ", count: ancho - barra.count))
    }

    @Test func enJuegoConUnGolQueDestella() throws {
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(destello: gol), ancho: 40, alto: 12)
        #expect(
            fotograma.lineas == [
                "▶ Rayo FC 1-0 Toros · minuto 12         ",
                "────────────────────────────────────────",
                "                                        ",
                "         Rayo FC  1 - 0  Toros          ",
                "       minuto 12 de 90 · en juego       ",
                "                                        ",
                "     ¡Gol! Ana (Rayo FC), minuto 12     ",
                "                                        ",
                "  12' Ana (Rayo FC)                     ",
                "                                        ",
                "                                        ",
                "l gol local · v gol visitante · q salir ",
            ])
        #expect(fotograma.resaltadas == [6])
    }

    @Test func elDestelloApagadoSigueEscritoSinResaltar() throws {
        let apagado = PantallaEnVivo.Destello(texto: gol.texto, encendido: false)
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(destello: apagado), ancho: 40, alto: 12)
        #expect(fotograma.lineas[6] == "     ¡Gol! Ana (Rayo FC), minuto 12     ")
        #expect(fotograma.resaltadas.isEmpty)
    }

    @Test func enPausaConElAvisoDelCuartoDeHora() throws {
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(minuto: 56, fase: .enPausa), ancho: 40, alto: 13)
        #expect(
            fotograma.lineas == [
                "▶ Rayo FC 1-1 Toros · minuto 56         ",
                "────────────────────────────────────────",
                "                                        ",
                "         Rayo FC  1 - 1  Toros          ",
                "       minuto 56 de 90 · en pausa       ",
                "                                        ",
                "                                        ",
                "           minuto 45 con 1-1            ",
                "  12' Ana (Rayo FC)                     ",
                "  55' Iván (Toros)                      ",
                "                                        ",
                "                                        ",
                "l gol local · v gol visitante · q salir ",
            ])
    }

    /// A refused goal is the newest notice: it takes the quarter-hour mark's line.
    @Test func unGolRechazadoOcupaLaLineaDelUltimoAviso() throws {
        let fotograma = FotogramaEnVivo.dibujar(
            try pantalla(minuto: 56, fase: .enPausa, ultimoAviso: "El partido no está en juego"), ancho: 40, alto: 13)
        #expect(fotograma.lineas[7] == "      El partido no está en juego       ")
        #expect(!fotograma.lineas.contains { $0.contains("minuto 45 con") })
    }

    /// The crónica comes whole; the goals it repeats give way, the latest first to stay.
    @Test func alFinalLaCronicaDebajoDeLosGoles() throws {
        let pie = ["", "Crónica, lista para publicar:", "  Rayo FC 2-1 Toros", "  12' Ana (Rayo FC)"]
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(minuto: 90, fase: .final, pie: pie), ancho: 36, alto: 15)
        #expect(
            fotograma.lineas == [
                "▶ Rayo FC 2-1 Toros · minuto 90     ",
                "────────────────────────────────────",
                "                                    ",
                "       Rayo FC  2 - 1  Toros        ",
                "      minuto 90 de 90 · Final       ",
                "                                    ",
                "                                    ",
                "         minuto 90 con 2-1          ",
                "  …                                 ",
                "  80' Ana (Rayo FC)                 ",
                "                                    ",
                "Crónica, lista para publicar:       ",
                "  Rayo FC 2-1 Toros                 ",
                "  12' Ana (Rayo FC)                 ",
                "l gol local · v · q salir           ",
            ])
    }

    /// A narrow, short terminal: lines are cut with "…", spacing goes first, score, minute and help stay.
    @Test func enUnaTerminalEstrechaYBajaQuedaLoEsencial() throws {
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(minuto: 85, destello: gol), ancho: 20, alto: 6)
        #expect(
            fotograma.lineas == [
                "▶ Rayo FC 2-1 Toros…",
                "Rayo FC  2 - 1  Tor…",
                "minuto 85 de 90 · e…",
                "¡Gol! Ana (Rayo FC)…",
                " minuto 75 con 2-1  ",
                "l · v · q salir     ",
            ])
        #expect(fotograma.resaltadas == [3])
    }

    @Test(arguments: [(1, 1), (10, 2), (80, 24), (200, 60)])
    func siempreTieneElTamanoDeLaTerminal(ancho: Int, alto: Int) throws {
        let fotograma = FotogramaEnVivo.dibujar(try pantalla(minuto: 90, destello: gol, pie: ["a", "b"]), ancho: ancho, alto: alto)
        #expect(fotograma.lineas.count == alto)
        #expect(fotograma.lineas.allSatisfy { $0.count == ancho })
    }
}
