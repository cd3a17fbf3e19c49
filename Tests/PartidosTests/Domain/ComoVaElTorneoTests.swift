import Partidos
import Testing
import Torneo

/// The tournament as it stands: Rayo FC 2-1 Toros has goals at 12', 55' and 80'.
@MainActor
@Suite struct ComoVaElTorneoTests {
    @Test func sinPartidoEnJuegoCadaPartidoEsComoEstaGuardado() throws {
        let partidos = [
            Ejemplo.rayoContraTorosTerminado, Ejemplo.rayoContraToros, try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 54)),
        ]
        let torneo = ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: partidos), juego: JuegoEnCursoDeMuestra())

        #expect(torneo.partidos.map(\.partido.marcador.description) == ["2-1", "0-0", "1-0"])
        #expect(torneo.partidos.map(\.minutoEnJuego) == [nil, nil, 54])
        #expect(torneo.partido(id: 1)?.minutoEnJuego == nil)
    }

    @Test func elPartidoEnJuegoSeCortaEnSuMinutoEnTodasPartes() {
        let juego = JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: 1, minuto: 54))
        let torneo = ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]), juego: juego)

        #expect(torneo.partidos.first?.partido.marcador.description == "1-0")
        #expect(torneo.partidos.first?.minutoEnJuego == 54)
        #expect(torneo.partido(id: 1)?.partido.eventos.map(\.minuto) == [12, 30])
        #expect(torneo.goleadores.map { "\($0.jugador.nombre) \($0.goles)" } == ["Ana 1"])
        #expect(torneo.enCurso == MinutoEnJuego(partidoId: 1, minuto: 54))
    }

    @Test func otroPartidoEnJuegoNoCambiaEste() {
        let torneo = ComoVaElTorneo(
            repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]),
            juego: JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: 7, minuto: 10)))

        #expect(torneo.partido(id: 1)?.partido.marcador.description == "2-1")
        #expect(torneo.partido(id: 1)?.minutoEnJuego == nil)
        #expect(torneo.partido(id: 2) == nil)
    }

    @Test func cadaMinutoQueSeJuegaLlegaALaLista() {
        let juego = JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: 1, minuto: 11))
        let torneo = ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]), juego: juego)
        var marcadores: [String] = []

        for minuto in [11, 12, 55, 79, 80, 90] {
            juego.enCurso = MinutoEnJuego(partidoId: 1, minuto: minuto)
            marcadores.append(torneo.partidos[0].partido.marcador.description)
        }

        #expect(marcadores == ["0-0", "1-0", "1-1", "1-1", "2-1", "2-1"])
    }
}
