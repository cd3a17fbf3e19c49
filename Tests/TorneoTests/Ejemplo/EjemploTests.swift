import Testing
import Torneo

@Suite struct EjemploTests {
    @Test func losCuatroEquiposConSusPlantillas() {
        let plantillas = Ejemplo.equipos.map { "\($0.nombre): \($0.plantilla.map(\.description).joined(separator: ", "))" }
        #expect(
            plantillas == [
                "Rayo FC: Ana #9, Luis, Marta #1",
                "Toros: Iván #7, Sofía #10",
                "Lobos: Pedro #4, Carla #5",
                "Águilas: Nico #11",
            ])
    }

    @Test func rayoContraTorosTieneSusCincoEventos() {
        let partido = Ejemplo.rayoContraToros
        #expect(partido.eventos.map(\.minuto) == [12, 30, 55, 80, 85])
        #expect(partido.eventos[1] == .tarjeta(minuto: 30, jugador: Ejemplo.ivan, equipo: Ejemplo.toros, color: .amarilla))
        #expect(partido.eventos[4] == .cambio(minuto: 85, sale: Ejemplo.ana, entra: Ejemplo.luis, equipo: Ejemplo.rayo))
    }
}
