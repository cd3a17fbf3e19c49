import Partidos
import Testing
import Torneo

@Suite struct DatosDeEjemploTests {
    @Test func esLaCopaBarrioConLosCuatroEquipos() {
        #expect(DatosDeEjemplo.torneo.nombre == "Copa Barrio")
        #expect(DatosDeEjemplo.torneo.equipos.map(\.nombre) == ["Rayo FC", "Toros", "Lobos", "Águilas"])
    }

    @Test func tieneDieciochoPartidosNumeradosDelUnoAlDieciocho() {
        #expect(DatosDeEjemplo.partidos.map(\.id) == Array(1...18))
    }

    @Test func elPartidoUnoEsRayoContraToros() {
        #expect(DatosDeEjemplo.partidos.first?.partido == Ejemplo.rayoContraToros)
    }

    @Test func sonTresVueltasEnLasQueCadaParejaSeEnfrentaUnaVez() {
        let partidos = DatosDeEjemplo.torneo.partidos
        for vuelta in 0..<3 {
            let parejas = Set(partidos[vuelta * 6..<vuelta * 6 + 6].map { Set([$0.local.nombre, $0.visitante.nombre]) })
            #expect(parejas.count == 6)
        }
    }

    @Test func laTerceraVueltaEstaSinJugar() {
        #expect(DatosDeEjemplo.torneo.partidos[12...].allSatisfy { $0.eventos.isEmpty })
    }
}
