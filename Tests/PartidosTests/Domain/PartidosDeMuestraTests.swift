import Partidos
import Testing
import Torneo

/// The previews' tournament keeps every change in memory, so a preview shows what was just done.
@MainActor
@Suite struct PartidosDeMuestraTests {
    @Test func unGolRegistradoSeVeEnElPartido() throws {
        let muestra = PartidosDeMuestra()

        try muestra.registrarGol(partidoId: 2, gol: .gol(minuto: 10, jugador: Ejemplo.nico, equipo: Ejemplo.aguilas))

        #expect(muestra.partido(id: 2)?.titulo == "Lobos 0-1 Águilas")
        #expect(muestra.partidos.map(\.partido.titulo) == ["Rayo FC 2-1 Toros", "Lobos 0-1 Águilas"])
    }

    @Test func unFichajeSeVeEnLaPlantilla() throws {
        let muestra = PartidosDeMuestra()

        try muestra.fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")

        #expect(muestra.equipo(llamado: "Águilas")?.plantilla.map(\.description) == ["Nico #11", "Rosa #3"])
    }
}
