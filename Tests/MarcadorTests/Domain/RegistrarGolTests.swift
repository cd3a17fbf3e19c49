import Marcador
import Partidos
import PartidosTestSupport
import Testing
import Torneo

@MainActor
@Suite struct RegistrarGolTests {
    @Test func unPartidoQueNoExisteFalla() {
        let repositorio = RepositorioFalso()
        let resultado = RegistrarGol(repositorio: repositorio)(partidoId: 99, lado: .local, minuto: 10)
        #expect(resultado == .failure(.noExisteElPartido(99)))
        #expect(repositorio.golesRegistrados.isEmpty)
    }

    @Test func elMensajeDeUnPartidoQueNoExiste() {
        #expect(RegistrarGol.Fallo.noExisteElPartido(99).mensaje == "No existe el partido n.º 99")
    }

    @Test func unEquipoSinJugadoresFalla() throws {
        let vacio = try Equipo(nombre: "Vacío")
        let repositorio = RepositorioFalso(
            equipos: [Ejemplo.rayo, vacio],
            partidos: [try Partido(local: Ejemplo.rayo, visitante: vacio)]
        )
        let resultado = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .visitante, minuto: 10)
        #expect(resultado == .failure(.equipoSinJugadores("Vacío")))
        #expect(repositorio.golesRegistrados.isEmpty)
    }

    @Test func marcaElJugadorAlQueLeTocaPorTurno() {
        // Toros has one goal (Iván) and two players: Sofía's turn.
        let resultado = RegistrarGol(repositorio: RepositorioFalso())(partidoId: 1, lado: .visitante, minuto: 88)
        #expect(resultado == .success(.gol(minuto: 88, jugador: Ejemplo.sofia, equipo: Ejemplo.toros)))
    }

    @Test func elTurnoDaLaVueltaALaPlantilla() {
        // Rayo FC has two goals and three players; after Marta (third) comes Ana again.
        let repositorio = RepositorioFalso()
        let registrarGol = RegistrarGol(repositorio: repositorio)
        let goleadores = (0..<2).compactMap { _ -> String? in
            guard case let .success(.gol(_, jugador, _)) = registrarGol(partidoId: 1, lado: .local, minuto: 89) else { return nil }
            return jugador.nombre
        }
        #expect(goleadores == ["Marta", "Ana"])
    }

    @Test func elGolSeGuarda() {
        let repositorio = RepositorioFalso()
        _ = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .local, minuto: 89)
        #expect(repositorio.golesRegistrados == [.init(partidoId: 1, gol: .gol(minuto: 89, jugador: Ejemplo.marta, equipo: Ejemplo.rayo))])
        #expect(repositorio.partido(id: 1)?.marcador == Marcador(local: 3, visitante: 1))
    }

    @Test func siNoSePuedeGuardarFallaSinCambiarNada() {
        let repositorio = RepositorioFalso()
        repositorio.falloAlGuardar = .noSePudoGuardar("disco lleno")
        let resultado = RegistrarGol(repositorio: repositorio)(partidoId: 1, lado: .local, minuto: 89)
        #expect(resultado == .failure(.noSeGuardo(.noSePudoGuardar("disco lleno"))))
        #expect(repositorio.partido(id: 1) == Ejemplo.rayoContraToros)
    }
}
