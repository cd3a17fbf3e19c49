import Core
import CoreTestSupport
import Marcador
import Partidos
import Testing
import Torneo

@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct PartidoViewModelTests {
    private let repositorio = PartidosDeMuestra(partidos: [
        Ejemplo.rayoContraToros,
        try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas),
    ])
    private let notificador = NotificadorEspia()
    private let partidoEnJuego = PartidoEnJuego()

    private func viewModel(_ id: Int = 1, duracion: Int = 90, msPorMinuto: Int = 0) -> PartidoViewModel {
        PartidoViewModel(
            partidoId: id,
            repositorio: repositorio,
            registrarGol: RegistrarGol(repositorio: repositorio, juego: partidoEnJuego),
            partidoEnJuego: partidoEnJuego,
            notificador: notificador,
            duracion: duracion,
            msPorMinuto: msPorMinuto
        )
    }

    /// Starts the screen's match on a clock that ends every wait at once, and waits for the final whistle.
    private func jugarHastaElFinal(_ viewModel: PartidoViewModel) async {
        withDependencies {
            $0.relojDelPartido = RelojInmediato()
        } operation: {
            viewModel.empezar()
        }
        await partidoEnJuego.esperarQueTermine()
    }

    /// Starts the screen's match on a clock moved by hand: 100 ms per minute.
    private func empezar(_ viewModel: PartidoViewModel, reloj: RelojPasoAPaso) async {
        withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            viewModel.empezar()
        }
        await reloj.esperarDurmientes(1)
    }

    @Test func antesDeEmpezarEstaCargando() {
        #expect(viewModel().uiState == .cargando)
    }

    @Test func losGolesDelGuionSeAnuncianEnSuMinuto() async {
        await jugarHastaElFinal(viewModel())
        #expect(
            notificador.avisos == [
                .init(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12"),
                .init(titulo: "¡Gol!", cuerpo: "Iván (Toros), minuto 55"),
                .init(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 80"),
            ])
    }

    @Test func alFinalLaPantallaMuestraElPartidoJugado() async {
        let viewModel = viewModel()
        await jugarHastaElFinal(viewModel)
        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        partidoId: 1,
                        partido: Ejemplo.rayoContraTorosTerminado,
                        marcador: Marcador(local: 2, visitante: 1),
                        minuto: 90,
                        corriendo: false,
                        ultimoAviso: "minuto 90 con 2-1",
                        duracion: 90
                    )))
    }

    @Test func unPartidoDeSesentaMinutosIgnoraElGolDelOchenta() async {
        let viewModel = viewModel(duracion: 60)
        await jugarHastaElFinal(viewModel)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12", "Iván (Toros), minuto 55"])
        guard case let .exito(exito) = viewModel.uiState else {
            Issue.record("Expected the match, got \(viewModel.uiState)")
            return
        }
        #expect(exito.marcador == Marcador(local: 1, visitante: 1))
        #expect(exito.minuto == 60)
    }

    @Test func unGolAManoSeGuardaYNoSeAnuncia() async {
        let reloj = RelojPasoAPaso()
        let viewModel = viewModel(msPorMinuto: 100)
        await empezar(viewModel, reloj: reloj)
        await reloj.advance(by: .milliseconds(2_000))
        await reloj.esperarDurmientes(1)
        viewModel.registrarGol(.visitante)
        // Toros has no goal at 20' (Iván's comes at 55'): Iván's turn.
        #expect(repositorio.golesRegistrados == [.init(partidoId: 1, gol: .gol(minuto: 20, jugador: Ejemplo.ivan, equipo: Ejemplo.toros))])
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12"])
    }

    @Test func unGolAManoSeVeEnElMarcador() async {
        let reloj = RelojPasoAPaso()
        let viewModel = viewModel(msPorMinuto: 100)
        await empezar(viewModel, reloj: reloj)
        await reloj.advance(by: .milliseconds(2_000))
        await reloj.esperarDurmientes(1)
        viewModel.registrarGol(.visitante)
        guard case let .exito(exito) = viewModel.uiState else {
            Issue.record("Expected the match, got \(viewModel.uiState)")
            return
        }
        #expect(exito.marcador == Marcador(local: 1, visitante: 1))
        #expect(exito.corriendo)
    }

    @Test func sinPartidoEnJuegoNoSeRegistraUnGolAMano() {
        let viewModel = viewModel()
        viewModel.empezar()
        partidoEnJuego.dejarEnJuego()
        // Stopped: the stored match is not in play here nor elsewhere.
        let pantalla = PartidoViewModel(
            partidoId: 2, repositorio: repositorio, registrarGol: RegistrarGol(repositorio: repositorio, juego: partidoEnJuego),
            partidoEnJuego: partidoEnJuego, notificador: notificador, duracion: 90, msPorMinuto: 0)
        pantalla.empezar()
        #expect(!pantalla.registrarGol(.local))
        #expect(ultimoAviso(pantalla) == "El partido no está en juego")
        #expect(repositorio.golesRegistrados.isEmpty)
    }

    @Test func unGolRechazadoEsElUltimoAvisoHastaLaSiguienteMarcaDelPartido() async throws {
        let reloj = RelojPasoAPaso()
        let viewModel = viewModel(msPorMinuto: 100)
        await empezar(viewModel, reloj: reloj)
        await reloj.advance(by: .milliseconds(1_500))
        await reloj.esperarDurmientes(1)
        #expect(ultimoAviso(viewModel) == "minuto 15 con 1-0")
        repositorio.falloAlGuardar = "disco lleno"

        #expect(!viewModel.registrarGol(.local))
        // The refusal is newer than the minute mark: it wins.
        #expect(ultimoAviso(viewModel) == "No se pudo guardar el torneo: disco lleno")

        // The next mark is newer than the refusal.
        await reloj.advance(by: .milliseconds(1_500))
        await reloj.esperarDurmientes(1)
        #expect(ultimoAviso(viewModel) == "minuto 30 con 1-0")
    }

    @Test func unGolAceptadoBorraElRechazoAnterior() async {
        let reloj = RelojPasoAPaso()
        let viewModel = viewModel(msPorMinuto: 100)
        await empezar(viewModel, reloj: reloj)
        await reloj.advance(by: .milliseconds(1_500))
        await reloj.esperarDurmientes(1)
        repositorio.falloAlGuardar = "disco lleno"
        viewModel.registrarGol(.local)
        repositorio.falloAlGuardar = nil

        #expect(viewModel.registrarGol(.local))
        // The mark is the live one again, with the goal that went in.
        #expect(ultimoAviso(viewModel) == "minuto 15 con 2-0")
    }

    private func ultimoAviso(_ viewModel: PartidoViewModel) -> String? {
        guard case let .exito(exito) = viewModel.uiState else { return nil }
        return exito.ultimoAviso
    }

    @Test func unPartidoQueNoExisteDaElEstadoDeError() {
        let viewModel = viewModel(99)
        viewModel.empezar()
        #expect(viewModel.uiState == .error("No existe el partido n.º 99"))
        #expect(partidoEnJuego.directo == nil)
    }

    @Test func conOtroPartidoEnJuegoLoDiceYNoLoEmpieza() async {
        let reloj = RelojPasoAPaso()
        await empezar(viewModel(1, msPorMinuto: 100), reloj: reloj)
        let otro = viewModel(2)
        otro.empezar()
        #expect(ultimoAviso(otro) == "Ya hay un partido en juego, el n.º 1 (minuto 0): empieza otro cuando acabe y lo cierres.")
        #expect(partidoEnJuego.directo?.partidoId == 1)
    }

    @Test func conOtroPartidoEnJuegoMuestraElPartidoGuardado() async {
        let reloj = RelojPasoAPaso()
        await empezar(viewModel(1, msPorMinuto: 100), reloj: reloj)
        let otro = viewModel(2)
        otro.empezar()
        #expect(
            otro.uiState
                == .exito(
                    .init(
                        partidoId: 2,
                        partido: try! Partido(local: Ejemplo.lobos, visitante: Ejemplo.aguilas),
                        marcador: Marcador(local: 0, visitante: 0),
                        minuto: 0,
                        corriendo: false,
                        ultimoAviso: "Ya hay un partido en juego, el n.º 1 (minuto 0): empieza otro cuando acabe y lo cierres.",
                        duracion: 90
                    )))
    }

    @Test func elPartidoSigueAlCerrarSuPantallaYOtraLoRetoma() async {
        let reloj = RelojPasoAPaso()
        do {
            await empezar(viewModel(1, msPorMinuto: 100), reloj: reloj)
        }
        await reloj.advance(by: .milliseconds(2_000))
        await reloj.esperarDurmientes(1)
        let otraPantalla = viewModel(1, msPorMinuto: 100)
        otraPantalla.empezar()
        guard case let .exito(exito) = otraPantalla.uiState else {
            Issue.record("Expected the match, got \(otraPantalla.uiState)")
            return
        }
        #expect(exito.minuto == 20)
        #expect(exito.corriendo)
        #expect(exito.ultimoAviso == "minuto 15 con 1-0")
    }

    @Test func elViewModelSeLiberaAlSoltarlo() async {
        weak var referencia: PartidoViewModel?
        do {
            let viewModel = viewModel()
            referencia = viewModel
            await jugarHastaElFinal(viewModel)
        }
        #expect(referencia == nil)
    }

    @Test func noHayCicloEntreViewModelDirectoYPartidoEnJuego() async {
        weak var viewModelSoltado: PartidoViewModel?
        weak var directoSoltado: Directo?
        weak var partidoEnJuegoSoltado: PartidoEnJuego?
        let reloj = RelojPasoAPaso()
        do {
            let partidoEnJuego = PartidoEnJuego()
            let viewModel = PartidoViewModel(
                partidoId: 1,
                repositorio: repositorio,
                registrarGol: RegistrarGol(repositorio: repositorio, juego: partidoEnJuego),
                partidoEnJuego: partidoEnJuego,
                notificador: notificador,
                duracion: 90,
                msPorMinuto: 100
            )
            await empezar(viewModel, reloj: reloj)
            viewModelSoltado = viewModel
            directoSoltado = partidoEnJuego.directo
            partidoEnJuegoSoltado = partidoEnJuego
        }
        // Releasing the app-wide object stops the match; the cancelled task unwinds, then lets go.
        await hastaQue { directoSoltado == nil }
        #expect(viewModelSoltado == nil)
        #expect(partidoEnJuegoSoltado == nil)
        #expect(directoSoltado == nil)
    }
}

@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct PartidoViewModelVueltaTests {
    @Test func volverAUnaPantallaNoRepiteUnPartidoCerradoMientras() async {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let notificador = NotificadorEspia()
        let partidoEnJuego = PartidoEnJuego()
        let viewModel = PartidoViewModel(
            partidoId: 1, repositorio: repositorio, registrarGol: RegistrarGol(repositorio: repositorio, juego: partidoEnJuego),
            partidoEnJuego: partidoEnJuego,
            notificador: notificador, duracion: 90, msPorMinuto: 0)
        withDependencies {
            $0.relojDelPartido = RelojInmediato()
        } operation: {
            viewModel.empezar()
        }
        await partidoEnJuego.esperarQueTermine()
        let avisos = notificador.avisos
        // Closed from the bar while another screen was on top; then this screen shows again.
        partidoEnJuego.cerrar()
        withDependencies {
            $0.relojDelPartido = RelojInmediato()
        } operation: {
            viewModel.empezar()
        }
        await partidoEnJuego.esperarQueTermine()
        #expect(partidoEnJuego.directo(id: 1) == nil)
        #expect(notificador.avisos == avisos)
    }
}
