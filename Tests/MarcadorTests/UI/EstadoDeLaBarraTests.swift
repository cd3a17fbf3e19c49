import Core
import CoreTestSupport
import Marcador
import Partidos
import Testing
import Torneo

/// The bar of the match in play, as every screen shows it.
@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct EstadoDeLaBarraTests {
    private let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])

    private func empezar(_ enJuego: PartidoEnJuego, reloj: some Clock<Duration>, msPorMinuto: Int) {
        withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            let directo = Directo(
                partidoId: 1, repositorio: repositorio, duracion: 90, msPorMinuto: msPorMinuto, notificador: NotificadorEspia())!
            try? enJuego.empezar(directo)
        }
    }

    @Test func sinPartidoEnJuegoNoHayBarra() {
        #expect(EstadoDeLaBarra(PartidoEnJuego()) == nil)
    }

    @Test func enJuegoDiceElMinutoYAlFinalFinalHastaQueSeCierra() async {
        let enJuego = PartidoEnJuego()
        let reloj = RelojPasoAPaso()
        empezar(enJuego, reloj: reloj, msPorMinuto: 100)
        await reloj.esperarDurmientes(1)
        // Minute 12, when Ana scores: the bar shows the goal of that minute.
        await reloj.advance(by: .milliseconds(1_200))
        await reloj.esperarDurmientes(1)
        let enMarcha = EstadoDeLaBarra(enJuego)
        #expect(enMarcha?.texto == "▶ Rayo FC 1-0 Toros · minuto 12")
        #expect(enMarcha?.terminado == false)
        #expect(enMarcha?.partidoId == 1)
        #expect(enMarcha?.alTocarElMarcador == .abrirPartido(1))
        #expect(enMarcha?.botonCerrar == nil)

        let otro = PartidoEnJuego()
        empezar(otro, reloj: RelojInmediato(), msPorMinuto: 0)
        await otro.esperarQueTermine()
        #expect(EstadoDeLaBarra(otro)?.texto == "■ Rayo FC 2-1 Toros · Final")
        #expect(EstadoDeLaBarra(otro)?.botonCerrar == "Cerrar")
        otro.cerrar()
        #expect(EstadoDeLaBarra(otro) == nil)
    }
}
