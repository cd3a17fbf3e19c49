import Partidos
public import Presentacion
import Torneo

/// The live scoreboard of one match: the minute ticks at the chosen pace (at 0 ms a minute only `n`
/// moves it), each goal flashes with its scorer, the bar of the match in play sits on top, and after
/// the final whistle the annexes other features registered (the crónica) wait under the goals. Keys:
/// `l` / `v` a goal by hand, `p` pause and resume, `n` the next minute, an annex's key (`c`).
@MainActor
public final class EnVivoDelPartido: VistaEnVivo {
    /// How many times a goal blinks, a quarter of a second each, when time runs on its own.
    public static let parpadeosPorGol = 8

    private let pantalla: PartidoViewModel
    private let partidoEnJuego: PartidoEnJuego
    private let marcha: Marcha
    private let anexos: [AnexoDelPartido]
    private var paneles: [any PanelDelPartido]?
    private var pausado = false
    private var destello: (texto: String, encendido: Bool, parpadeosRestantes: Int)?
    private var golesVistos = 0
    /// What an annex's key started and still runs (a publication): the board goes on meanwhile,
    /// showing it under way, and leaving cancels it.
    private var enCurso: (panel: any PanelDelPartido, tarea: Task<Void, Never>)?

    /// `anexos`: what every feature adds under a finished match.
    public init(pantalla: PartidoViewModel, partidoEnJuego: PartidoEnJuego, marcha: Marcha, anexos: [AnexoDelPartido]) {
        self.pantalla = pantalla
        self.partidoEnJuego = partidoEnJuego
        self.marcha = marcha
        self.anexos = anexos
    }

    private var directo: Directo? { partidoEnJuego.directo(id: pantalla.partidoId) }
    /// The match is played by another process on the data folder: this board follows it at the
    /// minute that process announces (read from the folder) and may score in it; its clock is not
    /// this board's, so `p` and `n` do nothing here.
    private var deOtroProceso = false

    public func empezar() async -> String? {
        pantalla.empezar()
        if let directo, !directo.terminado {
            await marcha.empezado(directo)
            golesVistos = Self.goles(de: directo)
            return nil
        }
        if partidoEnJuego.enOtroProceso?.partidoId == pantalla.partidoId {
            deOtroProceso = true
            golesVistos = golesEnPantalla
            return nil
        }
        return "No se puede jugar en directo el partido \(pantalla.partidoId): \(motivo)."
    }

    /// Why the match cannot be played here: the screen's refusal, or what the screen shows of it.
    private var motivo: String {
        switch pantalla.uiState {
        case let .exito(exito) where exito.terminado: return "ya terminó (\(exito.partido.titulo))"
        case let .exito(exito) where !exito.ultimoAviso.isEmpty: return exito.ultimoAviso
        case let .error(mensaje): return mensaje
        default: return "no está en juego"
        }
    }

    private var golesEnPantalla: Int {
        guard case let .exito(exito) = pantalla.uiState else { return 0 }
        return exito.partido.eventos.count(where: Self.esGol)
    }

    /// The match screen, the last fifteen-minute mark as it goes by (goal notices come from the log
    /// as they happen), then the final screen and each annex.
    public func enLineas(_ sesion: any SesionDeComandos) async {
        let texto = PantallaDeTexto(pantalla) { TextoDelMarcador.lineas(de: $0.uiState) }
        sesion.abrir(texto)
        guard let directo else { return }  // another process's match: shown as it stands
        await marcha.jugarHastaElFinal(directo) { sesion.nota($0) }
        sesion.mostrar()
        for anexo in anexos {
            sesion.abrir(anexo.crear(pantalla.partidoId).pantalla)
        }
    }

    public func atender(_ evento: EventoEnVivo) async -> Bool {
        guard let directo else { return deOtroProceso ? atenderDeOtroProceso(evento) : false }
        switch evento {
        case .tecla(UInt8(ascii: "q")):
            return false
        case .tecla(UInt8(ascii: "l")):
            pantalla.registrarGol(.local)
        case .tecla(UInt8(ascii: "v")):
            pantalla.registrarGol(.visitante)
        case .tecla(UInt8(ascii: "p")):
            if !directo.terminado { pausado.toggle() }
        case .tecla(UInt8(ascii: "n")):
            await siguienteMinuto(directo)
        case let .tecla(byte):
            // An annex's key: once its work is done it offers none (a published crónica stays so).
            // Its work (a request) runs on its own, so the board keeps drawing and `q` leaves at once.
            if enCurso == nil, let panel = paneles?.first(where: { $0.accion?.tecla.asciiValue == byte }) {
                enCurso = (
                    panel,
                    Task { [weak self] in
                        await panel.actuar()
                        self?.enCurso = nil
                    }
                )
            }
        case .minuto:
            if !pausado { await siguienteMinuto(directo) }
        case .parpadeo:
            if let actual = destello {
                destello = actual.parpadeosRestantes > 1 ? (actual.texto, !actual.encendido, actual.parpadeosRestantes - 1) : nil
            }
        }
        return true
    }

    /// Cancels the annex's work still running and returns what its panel then says (the crónica
    /// not published).
    public func terminar() async -> [String] {
        guard let (panel, tarea) = enCurso else { return [] }
        tarea.cancel()
        await tarea.value
        return panel.lineas.filter { !$0.isEmpty }
    }

    public func fotograma(ancho: Int, alto: Int) -> Fotograma {
        if directo == nil, deOtroProceso, case let .exito(exito) = pantalla.uiState {
            return fotogramaDeOtroProceso(exito, ancho: ancho, alto: alto)
        }
        guard let directo, case let .exito(exito) = pantalla.uiState else {
            return Fotograma(lineas: Array(repeating: "", count: max(alto, 0)), resaltadas: [])
        }
        let goles = Self.goles(de: directo)
        if goles > golesVistos, case let .gol(minuto, jugador, equipo)? = directo.partido.eventos.last(where: Self.esGol) {
            let aviso = Directo.avisoDeGol(jugador: jugador, equipo: equipo, minuto: minuto)
            destello = ("\(Directo.tituloDelAvisoDeGol) \(aviso)", true, Self.parpadeosPorGol)
        }
        golesVistos = goles
        if directo.terminado, paneles == nil {
            paneles = anexos.map { $0.crear(pantalla.partidoId) }
        }
        let estado = PantallaEnVivo(
            barra: EstadoDeLaBarra(partidoEnJuego)?.texto ?? "",
            exito: exito,
            fase: directo.terminado ? .final : (pausado ? .enPausa : .enJuego),
            destello: destello.map { PantallaEnVivo.Destello(texto: $0.texto, encendido: $0.encendido) },
            pie: (paneles ?? []).flatMap(\.lineas),
            ayuda: ayuda(directo)
        )
        return FotogramaEnVivo.dibujar(estado, ancho: ancho, alto: alto)
    }

    /// Keys on a board following another process's match: goals by hand and leaving.
    private func atenderDeOtroProceso(_ evento: EventoEnVivo) -> Bool {
        switch evento {
        case .tecla(UInt8(ascii: "q")): return false
        case .tecla(UInt8(ascii: "l")): pantalla.registrarGol(.local)
        case .tecla(UInt8(ascii: "v")): pantalla.registrarGol(.visitante)
        case .parpadeo:
            if let actual = destello {
                destello = actual.parpadeosRestantes > 1 ? (actual.texto, !actual.encendido, actual.parpadeosRestantes - 1) : nil
            }
        default: break
        }
        return true
    }

    private func fotogramaDeOtroProceso(_ exito: MarcadorUiState.Exito, ancho: Int, alto: Int) -> Fotograma {
        let goles = exito.partido.eventos.count(where: Self.esGol)
        if goles > golesVistos, case let .gol(minuto, jugador, equipo)? = exito.partido.eventos.last(where: Self.esGol) {
            destello = (
                "\(Directo.tituloDelAvisoDeGol) \(Directo.avisoDeGol(jugador: jugador, equipo: equipo, minuto: minuto))", true,
                Self.parpadeosPorGol
            )
        }
        golesVistos = goles
        let estado = PantallaEnVivo(
            barra: EstadoDeLaBarra(partidoEnJuego)?.texto ?? "",
            exito: exito,
            fase: exito.terminado ? .final : .enJuego,
            destello: destello.map { PantallaEnVivo.Destello(texto: $0.texto, encendido: $0.encendido) },
            pie: [],
            ayuda: exito.terminado ? "q salir" : "l gol local · v gol visitante · q salir"
        )
        return FotogramaEnVivo.dibujar(estado, ancho: ancho, alto: alto)
    }

    private func siguienteMinuto(_ directo: Directo) async {
        guard !directo.terminado else { return }
        if marcha.msPorMinuto == 0 { destello = nil }
        await marcha.avanzarUnMinuto(directo)
    }

    private func ayuda(_ directo: Directo) -> String {
        if directo.terminado {
            let acciones = enCurso != nil ? [] : (paneles ?? []).compactMap(\.accion).map { "\($0.tecla) \($0.texto)" }
            return (acciones + ["q salir"]).joined(separator: " · ")
        }
        let pausa = pausado ? "p seguir" : "p pausa"
        return "l gol local · v gol visitante · \(pausa) · n minuto siguiente · q salir"
    }

    private static func goles(de directo: Directo) -> Int {
        directo.partido.eventos.count(where: esGol)
    }

    private static func esGol(_ evento: EventoDePartido) -> Bool {
        if case .gol = evento { true } else { false }
    }
}
