import Core
import Cronica
import Foundation
import Marcador
import MarcadorApp
import Torneo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--en-vivo [ID]`: one match as a full-screen live scoreboard. The minute ticks at the chosen pace
/// (at 0 ms a minute only `n` moves it), each goal flashes with its scorer, the bar of the match in
/// play sits on top, and after the final whistle the crónica waits to be published. Keys: `l` / `v`
/// a goal by hand, `p` pause and resume, `n` the next minute, `c` publish, `q` (or Ctrl-C) quit.
///
/// Not a terminal, `TERM=dumb` or `NO_COLOR`: the match is played to the end in plain lines instead.
@MainActor
final class EnVivo {
    enum Evento: Sendable {
        case tecla(UInt8)
        case finDeLaEntrada
        case redimensionado
        case interrumpido
        case minuto
        case parpadeo
    }

    /// How many times a goal blinks, a quarter of a second each, when time runs on its own.
    static let parpadeosPorGol = 8

    private let contenedor: ContenedorDeLaApp
    private let marcha: Marcha
    private let consola: Consola
    private let partidoId: Int
    private let terminal = Terminal()
    private let pantalla: PartidoViewModel
    private var cronica: CronicaViewModel?
    private var pausado = false
    private var destello: (texto: String, encendido: Bool, parpadeosRestantes: Int)?
    private var golesVistos = 0
    private var anterior: Lienzo?

    init(contenedor: ContenedorDeLaApp, marcha: Marcha, consola: Consola, partidoId: Int) {
        self.contenedor = contenedor
        self.marcha = marcha
        self.consola = consola
        self.partidoId = partidoId
        pantalla = contenedor.partidoViewModel(id: partidoId)
    }

    /// `false`, having said why, when the match could not be played.
    func ejecutar() async -> Bool {
        pantalla.empezar()
        guard let directo = contenedor.partidoEnJuego.directo(id: partidoId), !directo.terminado else {
            Pantallas.partido(pantalla, en: consola)
            consola.nota("Match \(partidoId) could not be played live: \(pantalla.aviso ?? "it is not in the tournament").")
            return false
        }
        await marcha.empezado(directo)
        golesVistos = goles(de: directo)
        guard Terminal.admiteLaVistaEnVivo() else {
            await enLineas(directo)
            return true
        }
        consola.silenciarElRegistro()
        await aPantallaCompleta(directo)
        return true
    }

    // MARK: - Plain lines

    /// The match screen, the bar at every fifteen-minute mark (goal notices come from the log as they
    /// happen), then the final screen and the crónica.
    private func enLineas(_ directo: Directo) async {
        Pantallas.partido(pantalla, en: consola)
        while !directo.terminado, directo.corriendo {
            await marcha.jugar(directo, hasta: (directo.minuto / 15 + 1) * 15)
            if !directo.ultimoAviso.isEmpty, !directo.terminado { consola.nota(directo.ultimoAviso) }
        }
        Pantallas.partido(pantalla, en: consola)
        Pantallas.cronica(contenedor.cronicaViewModel(id: partidoId), en: consola)
    }

    // MARK: - Full screen

    private func aPantallaCompleta(_ directo: Directo) async {
        let (eventos, continuacion) = AsyncStream.makeStream(of: Evento.self)
        let fuentes = [(SIGWINCH, Evento.redimensionado), (SIGINT, .interrumpido), (SIGTERM, .interrumpido)].map { senal, evento in
            signal(senal, SIG_IGN)
            let fuente = DispatchSource.makeSignalSource(signal: senal, queue: .main)
            fuente.setEventHandler { continuacion.yield(evento) }
            fuente.resume()
            return fuente
        }
        Thread {
            while true {
                let datos = FileHandle.standardInput.availableData
                guard !datos.isEmpty else { break }
                for byte in datos { continuacion.yield(.tecla(byte)) }
            }
            continuacion.yield(.finDeLaEntrada)
        }.start()
        let relojes = relojes(para: continuacion)

        terminal.entrar()
        defer {
            terminal.salir()
            for reloj in relojes { reloj.cancel() }
            for fuente in fuentes { fuente.cancel() }
            for senal in [SIGWINCH, SIGINT, SIGTERM] { signal(senal, SIG_DFL) }
        }
        guard dibujar(directo) else { return }
        for await evento in eventos {
            guard await atender(evento, directo), dibujar(directo) else { break }
        }
    }

    /// The real clock's ticks: a minute at the chosen pace, and the blink of a goal. At 0 ms a minute
    /// neither runs: nothing moves until a key is pressed, so every screen can be read at leisure.
    private func relojes(para continuacion: AsyncStream<Evento>.Continuation) -> [Task<Void, Never>] {
        guard marcha.msPorMinuto > 0 else { return [] }
        let paso = Duration.milliseconds(marcha.msPorMinuto)
        func cada(_ intervalo: Duration, _ evento: Evento) -> Task<Void, Never> {
            Task {
                let reloj = ContinuousClock()
                var siguiente = reloj.now
                while !Task.isCancelled {
                    siguiente = siguiente.advanced(by: intervalo)
                    do { try await reloj.sleep(until: siguiente) } catch { return }
                    continuacion.yield(evento)
                }
            }
        }
        return [cada(paso, .minuto), cada(.milliseconds(250), .parpadeo)]
    }

    /// `false` once the person wants to leave.
    private func atender(_ evento: Evento, _ directo: Directo) async -> Bool {
        switch evento {
        case .finDeLaEntrada, .interrumpido, .tecla(UInt8(ascii: "q")):
            return false
        case .tecla(UInt8(ascii: "l")):
            pantalla.registrarGol(.local)
        case .tecla(UInt8(ascii: "v")):
            pantalla.registrarGol(.visitante)
        case .tecla(UInt8(ascii: "p")):
            if !directo.terminado { pausado.toggle() }
        case .tecla(UInt8(ascii: "n")):
            await siguienteMinuto(directo)
        case .tecla(UInt8(ascii: "c")):
            // Once: a published crónica stays published.
            if let cronica, case .borrador = cronica.estado { await cronica.publicar() }
        case .minuto:
            if !pausado { await siguienteMinuto(directo) }
        case .parpadeo:
            if let actual = destello {
                destello = actual.parpadeosRestantes > 1 ? (actual.texto, !actual.encendido, actual.parpadeosRestantes - 1) : nil
            }
        case .redimensionado:
            anterior = nil
        case .tecla:
            break
        }
        return true
    }

    private func siguienteMinuto(_ directo: Directo) async {
        guard !directo.terminado else { return }
        if marcha.msPorMinuto == 0 { destello = nil }
        await marcha.avanzarUnMinuto(directo)
    }

    /// Draws what changed; `false` when the terminal cannot be written to.
    private func dibujar(_ directo: Directo) -> Bool {
        let goles = goles(de: directo)
        if goles > golesVistos, case let .gol(minuto, jugador, equipo)? = directo.partido.eventos.last(where: Self.esGol) {
            destello = ("¡Gol! \(jugador.nombre) (\(equipo.nombre)), minuto \(minuto)", true, Self.parpadeosPorGol)
        }
        golesVistos = goles
        if directo.terminado, cronica == nil {
            cronica = contenedor.cronicaViewModel(id: partidoId)
        }
        guard case let .exito(exito) = pantalla.uiState else { return true }
        let estado = PantallaEnVivo(
            barra: Barra.texto(de: contenedor.partidoEnJuego) ?? "",
            exito: exito,
            fase: directo.terminado ? .final : (pausado ? .enPausa : .enJuego),
            destello: destello.map { PantallaEnVivo.Destello(texto: $0.texto, encendido: $0.encendido) },
            aviso: pantalla.aviso,
            pie: pie(),
            ayuda: ayuda(directo)
        )
        let (ancho, alto) = terminal.tamano()
        let fotograma = FotogramaEnVivo.dibujar(estado, ancho: ancho, alto: alto)
        let lienzo = Lienzo(ancho: ancho, alto: alto, lineas: fotograma.lineas.map(TextoVisible.escapado), resaltadas: fotograma.resaltadas)
        defer { anterior = lienzo }
        return terminal.escribir(lienzo.dibujo(desde: anterior))
    }

    private func pie() -> [String] {
        guard let cronica else { return [] }
        switch cronica.estado {
        case let .borrador(texto): return ["", "Crónica, lista para publicar:"] + texto.split(separator: "\n").map { "  \($0)" }
        case let otro: return ["", otro.texto]
        }
    }

    private func ayuda(_ directo: Directo) -> String {
        if directo.terminado {
            if let cronica, case .borrador = cronica.estado { return "c publicar la crónica · q salir" }
            return "q salir"
        }
        let pausa = pausado ? "p seguir" : "p pausa"
        return "l gol local · v gol visitante · \(pausa) · n minuto siguiente · q salir"
    }

    private func goles(de directo: Directo) -> Int {
        directo.partido.eventos.count(where: Self.esGol)
    }

    private static func esGol(_ evento: EventoDePartido) -> Bool {
        if case .gol = evento { true } else { false }
    }
}
