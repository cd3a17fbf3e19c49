import Testing
import Torneo

@Suite struct TorneoTests {
    private func copa() throws -> Torneo {
        try Torneo(nombre: "Copa", equipos: Ejemplo.equipos, partidos: [Ejemplo.rayoContraToros])
    }

    @Test func ficharAnadeAlJugadorYMantieneLosGoles() throws {
        let torneo = try copa()
        let bea = try Jugador(nombre: "Bea", dorsal: 14)
        let nuevo = try torneo.fichando(bea, en: Ejemplo.rayo)
        let rayo = try #require(nuevo.equipo(llamado: "Rayo FC"))
        #expect(rayo.plantilla.map(\.nombre) == ["Ana", "Luis", "Marta", "Bea"])
        #expect(nuevo.partidos[0].local === rayo)
        #expect("\(nuevo.partidos[0].marcador)" == "2-1")
        #expect(torneo.equipo(llamado: "Rayo FC")?.plantilla.count == 3)
    }

    @Test func ficharUnDorsalRepetidoSeRechaza() throws {
        let torneo = try copa()
        #expect(throws: ErrorDelTorneo.dorsalRepetido(9, equipo: "Rayo FC")) {
            try torneo.fichando(try Jugador(nombre: "Bea", dorsal: 9), en: Ejemplo.rayo)
        }
    }

    @Test func ficharEnUnEquipoAjenoSeRechaza() throws {
        let torneo = try copa()
        let otro = try Equipo(nombre: "Osos")
        #expect(throws: ErrorDelTorneo.equipoFueraDelTorneo("Osos")) { try torneo.fichando(try Jugador(nombre: "Bea"), en: otro) }
    }

    @Test func reemplazarUnPartidoValidaSusEquipos() throws {
        let torneo = try copa()
        let ajeno = try Equipo(nombre: "Osos", plantilla: [try Jugador(nombre: "Oso")])
        let partido = try Partido(local: ajeno, visitante: Ejemplo.rayo)
        #expect(throws: ErrorDelTorneo.equipoFueraDelTorneo("Osos")) { try torneo.reemplazando(partido: 0, por: partido) }
    }
}
