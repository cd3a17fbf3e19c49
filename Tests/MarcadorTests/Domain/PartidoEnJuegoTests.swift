import Core
import CoreTestSupport
import Marcador
import Partidos
import Testing
import Torneo

/// The app-wide match in play, without screens or ViewModels.
@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct PartidoEnJuegoTests {
    private let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros, Ejemplo.rayoContraToros])

    /// Plays to the end at once.
    private func directo(_ id: Int) -> Directo {
        withDependencies {
            $0.relojDelPartido = RelojInmediato()
        } operation: {
            Directo(partidoId: id, repositorio: repositorio, duracion: 90, msPorMinuto: 0, notificador: NotificadorEspia())!
        }
    }

    /// Starts and stays at minute 0: its clock never moves.
    private func directoParado(_ id: Int) -> Directo {
        withDependencies {
            $0.relojDelPartido = RelojPasoAPaso()
        } operation: {
            Directo(partidoId: id, repositorio: repositorio, duracion: 90, msPorMinuto: 60_000, notificador: NotificadorEspia())!
        }
    }

    @Test func empezarLoPoneEnJuego() async throws {
        let enJuego = PartidoEnJuego()
        try enJuego.empezar(directo(1))
        await enJuego.esperarQueTermine()
        #expect(enJuego.directo?.partidoId == 1)
        #expect(enJuego.directo?.minuto == 90)
    }

    @Test func noDejaEmpezarOtroMientrasSeJuega() throws {
        let enJuego = PartidoEnJuego()
        try enJuego.empezar(directoParado(1))
        #expect(throws: ErrorDeMarcador.yaHayUnoEnJuego(MinutoEnJuego(partidoId: 1, minuto: 0))) { try enJuego.empezar(directo(2)) }
        #expect(enJuego.directo?.partidoId == 1)
        #expect(enJuego.directo(id: 2) == nil)
    }

    @Test func cerrarNoHaceNadaMientrasSeJuega() throws {
        let enJuego = PartidoEnJuego()
        try enJuego.empezar(directoParado(1))
        enJuego.cerrar()
        #expect(enJuego.directo?.partidoId == 1)
    }

    @Test func alTerminarSeCierraYDejaEmpezarOtro() async throws {
        let enJuego = PartidoEnJuego()
        try enJuego.empezar(directo(1))
        await enJuego.esperarQueTermine()
        try enJuego.empezar(directo(2))
        await enJuego.esperarQueTermine()
        enJuego.cerrar()
        #expect(enJuego.directo == nil)
    }

    @Test func elDirectoSeLiberaAlCerrar() async throws {
        let enJuego = PartidoEnJuego()
        weak var referencia: Directo?
        do {
            let directo = directo(1)
            referencia = directo
            try enJuego.empezar(directo)
        }
        await enJuego.esperarQueTermine()
        #expect(referencia != nil)
        enJuego.cerrar()
        #expect(referencia == nil)
    }

    /// Two screens open the match in one turn, before its task has run: that task is the one that
    /// plays it, so leaving stops it and nothing goes on playing the match on its clock.
    @Test func reanudarloAntesDeQueSuTareaCorraNoLoJuegaDosVeces() async throws {
        let reloj = RelojPasoAPaso()
        let directo = withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            Directo(partidoId: 1, repositorio: repositorio, duracion: 90, msPorMinuto: 60_000, notificador: NotificadorEspia())!
        }
        let enJuego = PartidoEnJuego()
        try enJuego.empezar(directo)

        #expect(!enJuego.reanudar())
        await reloj.esperarDurmientes(1)
        #expect(directo.corriendo)
        enJuego.dejarEnJuego()

        #expect(reloj.cantidadDeDurmientes == 0)
        #expect(repositorio.partido(id: 1)?.estado == .enJuego(minuto: 0))
    }

    @Test func alLiberarseDetieneElPartidoEnJuego() async throws {
        weak var referencia: Directo?
        weak var soltado: PartidoEnJuego?
        do {
            let enJuego = PartidoEnJuego()
            let directo = directoParado(1)
            referencia = directo
            soltado = enJuego
            try enJuego.empezar(directo)
        }
        #expect(soltado == nil)
        // The cancelled match unwinds on its task, which then lets the Directo go.
        await hastaQue { referencia == nil }
        #expect(referencia == nil)
    }
}
