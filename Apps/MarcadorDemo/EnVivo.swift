import Core
import Foundation
import MarcadorApp
import Observation
import Presentacion

/// `--en-vivo [ID]`: the live view a feature registered, full screen. This is its terminal driver:
/// raw keys, the real clock's ticks at the chosen pace (none at 0 ms a minute: only keys move it),
/// resizes, Ctrl-C and SIGTERM, and the terminal given back as it was on every way out. What is
/// drawn and what each key does are the live view's.
///
/// How it reaches the person is `Terminal.Modo`: the full screen (without highlights under
/// `NO_COLOR`), plain lines with the keys on a dumb terminal, or plain lines to the end elsewhere.
@MainActor
final class EnVivo {
    private enum Evento: Sendable {
        case vista(EventoEnVivo)
        case finDeLaEntrada
        case redimensionado
        case interrumpido
        /// Time to look whether another process changed the data folder.
        case carpeta
        /// Something a frame read changed on its own: a key's work running apart (a publication
        /// starting, then its answer) shows at once, not at the next look at the folder.
        case cambio
    }

    private let vista: any VistaEnVivo
    private let marcha: Marcha
    private let consola: Consola
    private let sesion: Interactivo
    private let releer: @MainActor () -> Bool
    private let terminal = Terminal()
    private var anterior: Lienzo?
    private let modo = Terminal.modo()
    /// What the last frame showed, for a dumb terminal: only what changed is printed again.
    private var lineasAnteriores: [String] = []
    /// Whether a frame's reads are being watched. One watch at a time: a watch stays registered
    /// until what it read changes, so one per frame would pile up on a board at rest. The next
    /// frame after a change watches again.
    private let vigilando = Cerrojo(false)
    /// Asks for a frame; set once the events flow.
    private var pedirFotograma: @Sendable () -> Void = {}

    /// `releer` takes in what another process changed on the data folder, `true` when anything did.
    init(vista: any VistaEnVivo, marcha: Marcha, consola: Consola, sesion: Interactivo, releer: @escaping @MainActor () -> Bool) {
        self.vista = vista
        self.marcha = marcha
        self.consola = consola
        self.sesion = sesion
        self.releer = releer
    }

    /// `false`, having said why, when the match could not be played.
    func ejecutar() async -> Bool {
        if let motivo = await vista.empezar() {
            consola.nota(motivo)
            return false
        }
        guard modo != .lineas else {
            await vista.enLineas(sesion)
            sesion.cerrarLaPantalla()
            return true
        }
        consola.silenciarElRegistro()
        await aPantallaCompleta()
        return true
    }

    private func aPantallaCompleta() async {
        let (eventos, continuacion) = AsyncStream.makeStream(of: Evento.self)
        pedirFotograma = { continuacion.yield(.cambio) }
        let fuentes = [(SIGWINCH, Evento.redimensionado), (SIGINT, .interrumpido), (SIGTERM, .interrumpido)].map { senal, evento in
            signal(senal, SIG_IGN)
            let fuente = DispatchSource.makeSignalSource(signal: senal, queue: .main)
            fuente.setEventHandler { continuacion.yield(evento) }
            fuente.resume()
            return fuente
        }
        Thread {
            while let trozo = EntradaEstandar.siguienteTrozo() {
                for byte in trozo { continuacion.yield(.vista(.tecla(byte))) }
            }
            continuacion.yield(.finDeLaEntrada)
        }.start()
        let relojes = relojes(para: continuacion)

        terminal.entrar(pantalla: modo != .lineasConTeclas)
        await atender(eventos)
        // Whichever way the person left: work still running is cancelled, and said once the
        // terminal is given back.
        let notas = await vista.terminar()
        terminal.salir()
        for reloj in relojes { reloj.cancel() }
        for fuente in fuentes { fuente.cancel() }
        for senal in [SIGWINCH, SIGINT, SIGTERM] { signal(senal, SIG_DFL) }
        for nota in notas { consola.nota(nota) }
    }

    /// Draws, then each event, until the person leaves or the terminal cannot be written to.
    private func atender(_ eventos: AsyncStream<Evento>) async {
        guard dibujar() else { return }
        for await evento in eventos {
            switch evento {
            case .finDeLaEntrada, .interrumpido:
                return
            case .redimensionado:
                anterior = nil
            case .carpeta:
                _ = releer()
            case .cambio:
                // A frame drawn since the change (a minute, a key) showed it already.
                guard !vigilando.withLock({ $0 }) else { continue }
            case let .vista(evento):
                guard await vista.atender(evento) else { return }
            }
            guard dibujar() else { return }
        }
    }

    /// The real clock's ticks: a look at the data folder (another terminal's goals show within a
    /// second), and at the chosen pace a minute and the blink of a goal. At 0 ms a minute neither of
    /// these runs: the match moves only when a key is pressed, so every screen can be read at leisure.
    private func relojes(para continuacion: AsyncStream<Evento>.Continuation) -> [Task<Void, Never>] {
        let carpeta = cada(ContenedorDeLaApp.cadaCuantoSeRelee, .carpeta, continuacion)
        guard marcha.msPorMinuto > 0 else { return [carpeta] }
        let paso = Duration.milliseconds(marcha.msPorMinuto)
        return [carpeta, cada(paso, .vista(.minuto), continuacion), cada(.milliseconds(250), .vista(.parpadeo), continuacion)]
    }

    private func cada(_ intervalo: Duration, _ evento: Evento, _ continuacion: AsyncStream<Evento>.Continuation) -> Task<Void, Never> {
        @Dependency(\.continuousClock) var reloj
        return Task { await Self.cada(intervalo, en: reloj) { continuacion.yield(evento) } }
    }

    /// `hacer` every `intervalo` on `reloj`, on absolute deadlines (a slow tick does not push the next).
    private static func cada<Reloj: Clock<Duration>>(_ intervalo: Duration, en reloj: Reloj, _ hacer: () -> Void) async {
        var siguiente = reloj.now
        while !Task.isCancelled {
            siguiente = siguiente.advanced(by: intervalo)
            do { try await reloj.sleep(until: siguiente, tolerance: nil) } catch { return }
            hacer()
        }
    }

    /// Draws what changed; `false` when the terminal cannot be written to.
    private func dibujar() -> Bool {
        let (ancho, alto) = terminal.tamano()
        let fotograma = fotogramaVigilado(ancho: ancho, alto: alto)
        guard case let .pantallaCompleta(conColor) = modo else {
            return terminal.escribir(Self.lineasNuevas(fotograma.lineas.map(TextoVisible.escapado), desde: &lineasAnteriores))
        }
        let lienzo = Self.lienzo(fotograma, ancho: ancho, alto: alto, conColor: conColor)
        defer { anterior = lienzo }
        return terminal.escribir(lienzo.dibujo(desde: anterior))
    }

    /// The frame, with its reads watched when no watch is on: a change to any of them asks for the
    /// next frame.
    private func fotogramaVigilado(ancho: Int, alto: Int) -> Fotograma {
        guard !vigilando.withLock({ $0 }) else { return vista.fotograma(ancho: ancho, alto: alto) }
        vigilando.withLock { $0 = true }
        let (vigilando, pedirFotograma) = (vigilando, pedirFotograma)
        return withObservationTracking {
            vista.fotograma(ancho: ancho, alto: alto)
        } onChange: {
            vigilando.withLock { $0 = false }
            pedirFotograma()
        }
    }

    /// The frame on a canvas; without colour no row is highlighted.
    nonisolated static func lienzo(_ fotograma: Fotograma, ancho: Int, alto: Int, conColor: Bool) -> Lienzo {
        Lienzo(
            ancho: ancho, alto: alto, lineas: fotograma.lineas.map(TextoVisible.escapado),
            resaltadas: conColor ? fotograma.resaltadas : [])
    }

    /// For a terminal that cannot move its cursor: each row of `lineas` that is not blank and
    /// differs from the same row before, trimmed, one per line.
    nonisolated static func lineasNuevas(_ lineas: [String], desde anteriores: inout [String]) -> String {
        defer { anteriores = lineas }
        return lineas.indices.compactMap { fila -> String? in
            let texto = lineas[fila].trimmingCharacters(in: .whitespaces)
            guard !texto.isEmpty, fila >= anteriores.count || anteriores[fila] != lineas[fila] else { return nil }
            return texto + "\n"
        }.joined()
    }
}
