import Foundation
import Testing
import Torneo

/// A file an earlier version wrote (format 1, no status per match) loads with nothing lost: every
/// team, player and event, each played match finished with its record, the others not started.
@Suite struct ArchivoDeLaVersion1Tests {
    private func leido() throws -> Torneo {
        try FormatoDelTorneo.decodificar(Data(torneoEscritoEnLaVersion1.utf8))
    }

    @Test func seLeeConTodosSusEquiposJugadoresYEventos() throws {
        let torneo = try leido()
        #expect(torneo.nombre == "Copa Barrio")
        #expect(torneo.equipos.map(\.nombre) == ["Rayo FC", "Toros", "Lobos", "Águilas"])
        #expect(torneo.equipos[0].plantilla.map(\.nombre) == ["Ana", "Luis", "Marta", "Bea"])
        #expect(torneo.equipos[0].plantilla.last?.dorsal == 14)
        #expect(torneo.partidos.count == 18)
        #expect(torneo.partidos.map(\.eventos.count).reduce(0, +) == 20)
        #expect(torneo.partidos[0].eventos.count == 6)
    }

    @Test func cadaPartidoConEventosEstaTerminadoYLosDemasSinEmpezar() throws {
        let torneo = try leido()
        #expect(torneo.partidos[0].estado == .terminado)
        #expect(torneo.partidos[0].jugado.titulo == "Rayo FC 2-2 Toros")
        #expect(torneo.partidos[4].estado == .terminado)
        #expect(torneo.partidos[8].estado == .sinEmpezar)
        #expect(torneo.partidos[17].estado == .sinEmpezar)
    }

    @Test func guardadoOtraVezNoPierdeNada() throws {
        let torneo = try leido()
        let guardado = FormatoDelTorneo.codificar(torneo)
        // Teams compare by identity: what is compared is what each reading writes.
        #expect(FormatoDelTorneo.codificar(try FormatoDelTorneo.decodificar(guardado)) == guardado)
        #expect(try FormatoDelTorneo.decodificar(guardado).partidos.map(\.eventos.count) == torneo.partidos.map(\.eventos.count))
    }
}
