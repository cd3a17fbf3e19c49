import Marcador
import Partidos
import Testing
import Torneo

@MainActor
@Suite struct RegistrarGolTests {
    /// The use case while match `id` is in play at `minuto`.
    private func enJuego(_ id: Int, minuto: Int, _ repositorio: any PartidosRepositorio) -> RegistrarGol {
        RegistrarGol(repositorio: repositorio, juego: JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: id, minuto: minuto)))
    }

    @Test func unPartidoQueNoSeJuegaNoAceptaGolesYNoGuardaNada() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        #expect(
            RegistrarGol(repositorio: repositorio, juego: JuegoEnCursoDeMuestra())(partidoId: 1, lado: .local)
                == .failure(.noEstaEnJuego(1)))
        #expect(enJuego(2, minuto: 30, repositorio)(partidoId: 1, lado: .local) == .failure(.noEstaEnJuego(1)))
        #expect(repositorio.golesRegistrados.isEmpty)
        #expect(ErrorDeMarcador.noEstaEnJuego(1).mensaje == "El partido no está en juego")
    }

    /// At 37' Toros has no goal yet (Iván's comes at 55'): Iván's turn.
    @Test func elGolEntraAlMinutoQueVaElPartido() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        #expect(
            enJuego(1, minuto: 37, repositorio)(partidoId: 1, lado: .visitante)
                == .success(.gol(minuto: 37, jugador: Ejemplo.ivan, equipo: Ejemplo.toros)))
    }

    @Test func unPartidoQueNoExisteFalla() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let resultado = enJuego(99, minuto: 10, repositorio)(partidoId: 99, lado: .local)
        #expect(resultado == .failure(.noExisteElPartido(99)))
        #expect(repositorio.golesRegistrados.isEmpty)
    }

    @Test func elMensajeDeUnPartidoQueNoExiste() {
        #expect(ErrorDeMarcador.noExisteElPartido(99).mensaje == "No existe el partido n.º 99")
    }

    @Test func unEquipoSinJugadoresFalla() throws {
        let vacio = try Equipo(nombre: "Vacío")
        let repositorio = PartidosDeMuestra(
            equipos: [Ejemplo.rayo, vacio],
            partidos: [try Partido(local: Ejemplo.rayo, visitante: vacio)]
        )
        let resultado = enJuego(1, minuto: 10, repositorio)(partidoId: 1, lado: .visitante)
        #expect(resultado == .failure(.equipoSinJugadores("Vacío")))
        #expect(repositorio.golesRegistrados.isEmpty)
    }

    @Test func marcaElJugadorAlQueLeTocaPorTurno() {
        // Toros has one goal (Iván) and two players: Sofía's turn.
        let resultado = enJuego(1, minuto: 88, PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))(partidoId: 1, lado: .visitante)
        #expect(resultado == .success(.gol(minuto: 88, jugador: Ejemplo.sofia, equipo: Ejemplo.toros)))
    }

    @Test func elTurnoDaLaVueltaALaPlantilla() {
        // Rayo FC has two goals and three players; after Marta (third) comes Ana again.
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let registrarGol = enJuego(1, minuto: 89, repositorio)
        let goleadores = (0..<2).compactMap { _ -> String? in
            guard case let .success(.gol(_, jugador, _)) = registrarGol(partidoId: 1, lado: .local) else { return nil }
            return jugador.nombre
        }
        #expect(goleadores == ["Marta", "Ana"])
    }

    @Test func elGolSeGuarda() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        _ = enJuego(1, minuto: 89, repositorio)(partidoId: 1, lado: .local)
        #expect(repositorio.golesRegistrados == [.init(partidoId: 1, gol: .gol(minuto: 89, jugador: Ejemplo.marta, equipo: Ejemplo.rayo))])
        #expect(repositorio.partido(id: 1)?.marcador == Marcador(local: 3, visitante: 1))
    }

    @Test func siNoSePuedeGuardarFallaSinCambiarNada() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        repositorio.falloAlGuardar = "disco lleno"
        let resultado = enJuego(1, minuto: 89, repositorio)(partidoId: 1, lado: .local)
        #expect(resultado == .failure(.noSeGuardo(.noSePudoGuardar("disco lleno"))))
        #expect(repositorio.partido(id: 1) == Ejemplo.rayoContraToros)
    }
}
