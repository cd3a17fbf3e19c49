import Testing
import Torneo

@Suite struct PartidoTests {
    @Test func elMarcadorSaleDeLosEventosYSeImprimeAsi() {
        #expect(Ejemplo.rayoContraToros.marcador == Marcador(local: 2, visitante: 1))
        #expect("\(Ejemplo.rayoContraToros.marcador)" == "2-1")
        #expect(Ejemplo.rayoContraToros.titulo == "Rayo FC 2-1 Toros")
    }

    @Test func hastaUnMinutoGuardaSoloLosEventosHastaElEnOrdenDeMinuto() throws {
        let conUnGolTardio = try Ejemplo.rayoContraToros.registrando(.gol(minuto: 20, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))

        #expect(conUnGolTardio.hasta(minuto: 11).eventos == [])
        #expect(conUnGolTardio.hasta(minuto: 12).marcador == Marcador(local: 1, visitante: 0))
        #expect(conUnGolTardio.hasta(minuto: 30).eventos.map(\.minuto) == [12, 20, 30])
        #expect(conUnGolTardio.hasta(minuto: 120).marcador == conUnGolTardio.marcador)
    }

    /// Goals added late at a minute already played read after that minute's earlier events, and
    /// before the later minutes', in the order they were added.
    @Test func losEventosDeUnMismoMinutoQuedanEnElOrdenEnQueSeRegistraron() throws {
        let partido = try Ejemplo.rayoContraToros
            .registrando(.gol(minuto: 12, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
            .registrando(.gol(minuto: 55, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))
            .registrando(.gol(minuto: 12, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))

        #expect(
            partido.hasta(minuto: 60).lineasDeGol == [
                "12' Ana (Rayo FC)", "12' Sofía (Toros)", "12' Ana (Rayo FC)", "55' Iván (Toros)", "55' Ana (Rayo FC)",
            ])
        #expect(partido.hasta(minuto: 120).eventos.map(\.minuto) == [12, 12, 12, 30, 55, 55, 80, 85])
        // Recorded in minute order, the events come back as they are.
        #expect(Ejemplo.rayoContraToros.hasta(minuto: 120).eventos == Ejemplo.rayoContraToros.eventos)
    }

    @Test func golesDeCuentaSoloLosGolesDeEseEquipo() {
        #expect(Ejemplo.rayoContraToros.golesDe(Ejemplo.rayo) == 2)
        #expect(Ejemplo.rayoContraToros.golesDe(Ejemplo.toros) == 1)
        #expect(Ejemplo.rayoContraToros.golesDe(Ejemplo.lobos) == 0)
    }

    @Test func registrandoDevuelveUnaCopiaYNoCambiaElOriginal() throws {
        let original = Ejemplo.rayoContraToros
        let copia = try original.registrando(.gol(minuto: 90, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect("\(copia.marcador)" == "2-2")
        #expect("\(original.marcador)" == "2-1")
        #expect(copia.eventos.count == original.eventos.count + 1)
    }

    @Test func unEventoRechazadoNoCambiaNada() throws {
        let partido = Ejemplo.rayoContraToros
        _ = try? partido.registrando(.gol(minuto: 200, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))
        #expect(partido.eventos.count == 5)
    }

    @Test func losEquiposSeComparanPorIdentidad() throws {
        let otroRayo = try Equipo(nombre: "Rayo FC", plantilla: Ejemplo.rayo.plantilla)
        #expect(otroRayo != Ejemplo.rayo)
        #expect(Ejemplo.rayo == Ejemplo.rayo)
        #expect(Ejemplo.rayoContraToros.golesDe(otroRayo) == 0)
    }

    @Test func goleadoresPorGolesYEmpatesPorNombre() throws {
        let partido = try Ejemplo.rayoContraToros.registrando(.gol(minuto: 88, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        let tabla = partido.goleadores.map { "\($0.jugador.nombre) \($0.goles)" }
        #expect(tabla == ["Ana 2", "Iván 1", "Sofía 1"])
    }

    @Test func laTablaDeGoleadoresSumaVariosPartidos() throws {
        let otro = try Partido(
            local: Ejemplo.lobos, visitante: Ejemplo.rayo,
            eventos: [
                .gol(minuto: 3, jugador: Ejemplo.luis, equipo: Ejemplo.rayo), .gol(minuto: 9, jugador: Ejemplo.ana, equipo: Ejemplo.rayo),
            ])
        let tabla = Goleador.tabla(de: [Ejemplo.rayoContraToros, otro]).map { "\($0.jugador.nombre) \($0.goles)" }
        #expect(tabla == ["Ana 3", "Iván 1", "Luis 1"])
    }
}
