import Core
import CoreTestSupport
import Marcador
import Partidos
import Testing
import Torneo

@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct DirectoTests {
    private let notificador = NotificadorEspia()
    private let reloj = RelojPasoAPaso()
    /// Match n.º 1 is Rayo FC 2-1 Toros.
    private let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])

    /// 100 ms per minute on a clock the test moves by hand.
    private func directo(duracion: Int = 90) -> Directo {
        withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            Directo(partidoId: 1, repositorio: repositorio, duracion: duracion, msPorMinuto: 100, notificador: notificador)!
        }
    }

    /// Starts playing and moves the clock `minutos` match minutes, then waits until the match stands
    /// there: asleep on the clock again, or finished.
    private func jugar(_ directo: Directo, minutos: Int) async -> Task<Void, Never> {
        let objetivo = directo.minuto + minutos
        let tarea = Task { await directo.jugar() }
        await reloj.esperarDurmientes(1)
        await reloj.advance(by: .milliseconds(100 * minutos))
        if objetivo < directo.duracion {
            await reloj.esperarDurmientes(1)
        }
        return tarea
    }

    @Test func sinElPartidoEnElRepositorioNoHayDirecto() {
        #expect(Directo(partidoId: 99, repositorio: repositorio, duracion: 90, msPorMinuto: 100, notificador: notificador) == nil)
    }

    @Test func unDirectoNuevoVaCeroACeroEnElMinutoCero() {
        let directo = directo()
        #expect(directo.minuto == 0)
        #expect(directo.partido.marcador == Marcador(local: 0, visitante: 0))
        #expect(!directo.corriendo)
        #expect(directo.ultimoAviso == "")
    }

    @Test func cadaGolDelGuionApareceCuandoLlegaSuMinuto() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 12)
        #expect(directo.minuto == 12)
        #expect(directo.partido.marcador == Marcador(local: 1, visitante: 0))
        #expect(directo.corriendo)
        tarea.cancel()
    }

    @Test func unGolDelGuionSeAnunciaConSuJugadorEquipoYMinuto() async {
        let tarea = await jugar(directo(), minutos: 12)
        #expect(notificador.avisos == [.init(titulo: "¡Gol!", cuerpo: "Ana (Rayo FC), minuto 12")])
        tarea.cancel()
    }

    @Test func cadaQuinceMinutosElAvisoDaElMarcador() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 15)
        #expect(directo.ultimoAviso == "minuto 15 con 1-0")
        tarea.cancel()
    }

    @Test func elAvisoSeQuedaHastaElSiguienteCuartoDeHora() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 59)
        #expect(directo.ultimoAviso == "minuto 45 con 1-0")
        tarea.cancel()
    }

    @Test func alLlegarALaDuracionTerminaConElPitidoFinal() async {
        let directo = directo(duracion: 60)
        let tarea = await jugar(directo, minutos: 60)
        await tarea.value
        #expect(directo.minuto == 60)
        #expect(directo.terminado)
        #expect(!directo.corriendo)
    }

    @Test func losEventosDespuesDeLaDuracionSeDescartan() async {
        let directo = directo(duracion: 60)
        await jugar(directo, minutos: 60).value
        #expect(directo.partido.eventos.map(\.minuto) == [12, 30, 55])
    }

    @Test func unGolGuardadoEntraEnElDirectoSinAnunciarse() async throws {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 5)
        try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 5, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(directo.partido.marcador == Marcador(local: 0, visitante: 1))
        #expect(notificador.avisos.isEmpty)
        tarea.cancel()
    }

    @Test func unFichajeEnJuegoSeVeEnElDirectoConElEquipoNuevo() async throws {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 5)
        try repositorio.fichar(try Jugador(nombre: "Zoe", dorsal: 8), enEquipo: "Toros")
        #expect(directo.partido.visitante.plantilla.map(\.nombre) == ["Iván", "Sofía", "Zoe"])
        #expect(directo.partido.visitante === repositorio.partido(id: 1)?.visitante)
        tarea.cancel()
    }

    @Test func elDirectoEsElPartidoGuardadoHastaElMinutoEnJuego() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 56)
        let guardado = repositorio.partido(id: 1)!
        #expect(directo.partido.eventos == guardado.eventos.filter { $0.minuto <= 56 })
        tarea.cancel()
    }

    @Test func unSaltoDelRelojJuegaCadaMinutoUnaVezYAnunciaCadaGolUnaVez() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 85)
        #expect(directo.minuto == 85)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12", "Iván (Toros), minuto 55", "Ana (Rayo FC), minuto 80"])
        #expect(directo.ultimoAviso == "minuto 75 con 1-1")
        tarea.cancel()
    }

    /// A jump of the clock is caught up in one go: the minutes already due are played without a
    /// sleep each (a busy main actor would make each sleep a round trip).
    @Test func unSaltoDelRelojSeRecuperaSinDormirPorCadaMinutoPasado() async {
        let espia = RelojEspia()
        let directo = withDependencies {
            $0.relojDelPartido = espia
        } operation: {
            Directo(partidoId: 1, repositorio: repositorio, duracion: 90, msPorMinuto: 100, notificador: notificador)!
        }
        let tarea = Task { await directo.jugar() }
        await espia.reloj.esperarDurmientes(1)
        await espia.reloj.advance(by: .milliseconds(100 * 85))
        await espia.reloj.esperarDurmientes(1)
        #expect(directo.minuto == 85)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12", "Iván (Toros), minuto 55", "Ana (Rayo FC), minuto 80"])
        // The sleep for minute 1, then the one for minute 86.
        #expect(espia.esperas == 2)
        tarea.cancel()
    }

    @Test func alCancelarseSeParaYPuedeSeguirDondeIba() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 20)
        tarea.cancel()
        await tarea.value
        #expect(!directo.corriendo)
        let siguiente = await jugar(directo, minutos: 10)
        #expect(directo.minuto == 30)
        #expect(notificador.avisos.count == 1)
        siguiente.cancel()
    }

    @Test func adelantarLlevaElPartidoAlMinutoAlMomentoYAnunciaLosGolesQuePasaEnOrden() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 5)
        directo.adelantar(60)
        #expect(directo.minuto == 65)
        #expect(directo.corriendo)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12", "Iván (Toros), minuto 55"])
        #expect(directo.ultimoAviso == "minuto 60 con 1-1")
        tarea.cancel()
    }

    @Test func trasAdelantarElRelojSigueASuPasoSinRepetirNiSaltarseMinutos() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 5)
        await reloj.advance(by: .milliseconds(40))
        directo.adelantar(10)
        // Minute 6 was due 60 ms from here: it comes then, as minute 16.
        await reloj.advance(by: .milliseconds(59))
        #expect(directo.minuto == 15)
        await reloj.advance(by: .milliseconds(1))
        await reloj.esperarDurmientes(1)
        #expect(directo.minuto == 16)
        await reloj.advance(by: .milliseconds(100))
        await reloj.esperarDurmientes(1)
        #expect(directo.minuto == 17)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12"])
        tarea.cancel()
    }

    @Test func adelantarHastaElFinalPitaElFinalSinEsperarAlReloj() async {
        let directo = directo(duracion: 60)
        let tarea = await jugar(directo, minutos: 5)
        directo.adelantar(100)
        #expect(directo.minuto == 60)
        #expect(directo.terminado)
        #expect(!directo.corriendo)
        await tarea.value
        #expect(!directo.corriendo)
        #expect(directo.minuto == 60)
    }

    @Test func adelantarUnMinutoLoMueveUno() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 11)
        directo.adelantar(1)
        #expect(directo.minuto == 12)
        #expect(notificador.avisos.map(\.cuerpo) == ["Ana (Rayo FC), minuto 12"])
        tarea.cancel()
    }

    @Test func jugarUnPartidoQueYaSeJuegaVuelveAlMomentoSinJugarOtraVez() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 5)

        await directo.jugar()

        #expect(directo.minuto == 5)
        #expect(directo.corriendo)
        tarea.cancel()
    }

    @Test func antesDelPrimerCuartoDeHoraNoHayAviso() async {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 14)
        #expect(directo.ultimoAviso == "")
        tarea.cancel()
    }

    @Test func unPartidoQueNoSeJuegaNoSeAdelanta() async {
        let directo = directo()
        directo.adelantar(30)
        #expect(directo.minuto == 0)
        let tarea = await jugar(directo, minutos: 10)
        tarea.cancel()
        await tarea.value
        directo.adelantar(30)
        #expect(directo.minuto == 10)
    }

    @Test func elAvisoDelCuartoDeHoraCuentaElGolALaManoDeSuMinuto() async throws {
        let directo = directo()
        let tarea = await jugar(directo, minutos: 45)
        try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 45, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(directo.partido.marcador == Marcador(local: 1, visitante: 1))
        #expect(directo.ultimoAviso == "minuto 45 con 1-1")
        tarea.cancel()
    }
}
