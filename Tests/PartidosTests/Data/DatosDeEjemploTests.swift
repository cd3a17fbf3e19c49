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
        #expect(DatosDeEjemplo.partidos.first?.partido == Ejemplo.rayoContraTorosTerminado)
    }

    @Test func sonTresVueltasEnLasQueCadaParejaSeEnfrentaUnaVez() {
        let partidos = DatosDeEjemplo.torneo.partidos
        for vuelta in 0..<3 {
            let parejas = Set(partidos[vuelta * 6..<vuelta * 6 + 6].map { Set([$0.local.nombre, $0.visitante.nombre]) })
            #expect(parejas.count == 6)
        }
    }

    @Test func losOchoPrimerosEstanTerminadosYLosDemasSinEmpezar() {
        let estados = DatosDeEjemplo.torneo.partidos.map(\.estado)
        #expect(estados[..<8].allSatisfy { $0 == .terminado })
        #expect(estados[8...].allSatisfy { $0 == .sinEmpezar })
    }

    /// The third round repeats the first round's fixtures, each with that match's events as its
    /// script; none of them shows before it is played.
    @Test func laTerceraVueltaTieneDeGuionLosPartidosDeLaPrimera() {
        let partidos = DatosDeEjemplo.torneo.partidos
        #expect(partidos[12...].map(\.eventos) == partidos[..<6].map(\.eventos))
        #expect(DatosDeEjemplo.partidos[12...].allSatisfy { $0.partido.jugado.eventos.isEmpty })
    }

    /// What the match list and the crónica show of the sample's played matches, goal by goal.
    @Test func losPartidosJugadosTerminaronAsiConEstosGoles() {
        let jugados = DatosDeEjemplo.torneo.partidos.prefix(8).map { [$0.titulo] + $0.lineasDeGol }
        #expect(
            jugados == [
                ["Rayo FC 2-1 Toros", "12' Ana (Rayo FC)", "55' Iván (Toros)", "80' Ana (Rayo FC)"],
                ["Lobos 1-1 Águilas", "23' Pedro (Lobos)", "67' Nico (Águilas)"],
                ["Rayo FC 2-1 Lobos", "8' Luis (Rayo FC)", "71' Carla (Lobos)", "88' Ana (Rayo FC)"],
                ["Toros 1-0 Águilas", "34' Sofía (Toros)"],
                ["Águilas 0-0 Rayo FC"],
                ["Toros 2-1 Lobos", "15' Iván (Toros)", "44' Pedro (Lobos)", "90' Iván (Toros)"],
                ["Toros 0-1 Rayo FC", "5' Marta (Rayo FC)"],
                ["Águilas 0-1 Lobos", "77' Carla (Lobos)"],
            ])
    }

    /// The cards are saved with the tournament: match, minute, player and colour.
    @Test func lasTarjetasDeLaMuestra() {
        let tarjetas = DatosDeEjemplo.partidos.flatMap { fila in
            fila.partido.jugado.eventos.compactMap { evento -> String? in
                guard case let .tarjeta(minuto, jugador, _, color) = evento else { return nil }
                return "\(fila.id): \(minuto)' \(jugador.nombre) \(color)"
            }
        }
        #expect(tarjetas == ["1: 30' Iván amarilla", "3: 40' Carla amarilla", "5: 52' Nico roja", "6: 60' Sofía amarilla"])
    }
}
