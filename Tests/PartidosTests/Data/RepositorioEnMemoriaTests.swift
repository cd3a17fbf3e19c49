import Partidos
import Testing
import Torneo

@MainActor
@Suite struct RepositorioEnMemoriaTests {
    @Test func empiezaConLosDatosDeEjemplo() {
        let repositorio = RepositorioEnMemoria()
        #expect(repositorio.nombreDelTorneo == "Copa Barrio")
        #expect(repositorio.partidos.count == 18)
        #expect(repositorio.aviso == nil)
    }

    @Test func registrarUnGolLoAnadeAlPartido() throws {
        let repositorio = RepositorioEnMemoria()
        try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(repositorio.partido(id: 1)?.marcador == Marcador(local: 2, visitante: 2))
    }

    @Test func unGolEnUnPartidoQueNoExisteFallaSinCambiarNada() {
        let repositorio = RepositorioEnMemoria()
        #expect(throws: ErrorDePartidos.noExisteElPartido(19)) {
            try repositorio.registrarGol(partidoId: 19, gol: .gol(minuto: 1, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))
        }
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
    }

    @Test func unGolDeUnEquipoQueNoJuegaSeRechazaSinCambiarNada() {
        let repositorio = RepositorioEnMemoria()
        #expect(throws: ErrorDePartidos.rechazado(.equipoNoJuegaElPartido("Lobos"))) {
            try repositorio.registrarGol(partidoId: 1, gol: .gol(minuto: 1, jugador: Ejemplo.pedro, equipo: Ejemplo.lobos))
        }
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
    }

    @Test func ficharAnadeElJugadorALaPlantilla() throws {
        let repositorio = RepositorioEnMemoria()
        try repositorio.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        #expect(repositorio.equipo(llamado: "Águilas")?.plantilla.map(\.description) == ["Nico #11", "Rosa #3"])
    }

    @Test func ficharEnUnEquipoQueNoExisteFalla() {
        let repositorio = RepositorioEnMemoria()
        #expect(throws: ErrorDePartidos.noExisteElEquipo("Osos")) {
            try repositorio.fichar(try Jugador(nombre: "Rosa"), enEquipo: "Osos")
        }
    }

    @Test func losGoleadoresVanPorGolesYLosEmpatesPorNombre() {
        let goleadores = RepositorioEnMemoria().goleadores.map { "\($0.jugador.nombre) \($0.goles)" }
        #expect(goleadores == ["Ana 3", "Iván 3", "Carla 2", "Pedro 2", "Luis 1", "Marta 1", "Nico 1", "Sofía 1"])
    }
}
