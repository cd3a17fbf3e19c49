import Clasificacion
import Partidos
import Testing
import Torneo

/// The table: 3 points a win and 1 a draw, ordered by points, difference, goals for and name; a
/// match counts once started, the one in play at the score it has reached.
@MainActor
@Suite struct CalcularLaClasificacionTests {
    private func tabla(_ partidos: [Partido], juego: MinutoEnJuego? = nil, equipos: [Equipo] = Ejemplo.equipos) -> TablaDeClasificacion {
        let torneo = ComoVaElTorneo(
            repositorio: PartidosDeMuestra(equipos: equipos, partidos: partidos), juego: JuegoEnCursoDeMuestra(juego))
        return CalcularLaClasificacion(torneo: torneo)()
    }

    @Test func cuentaJugadosGanadosEmpatadosPerdidosGolesYPuntos() throws {
        let tabla = tabla([
            PartidosDePrueba.partido(Ejemplo.rayo, Ejemplo.toros, local: [10, 20], visitante: [30]),
            PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.rayo, local: [5], visitante: [6]),
        ])

        #expect(
            tabla.fila(de: "Rayo FC")
                == FilaDeLaClasificacion(equipo: "Rayo FC", jugados: 2, ganados: 1, empatados: 1, golesAFavor: 3, golesEnContra: 2))
        let rayo = try #require(tabla.fila(de: "Rayo FC"))
        #expect(rayo.puntos == 4)
        #expect(rayo.diferencia == 1)
        #expect(
            tabla.fila(de: "Toros") == FilaDeLaClasificacion(equipo: "Toros", jugados: 1, perdidos: 1, golesAFavor: 1, golesEnContra: 2))
        #expect(tabla.fila(de: "Lobos")?.puntos == 1)
        // A team that has not played yet has its line, all zeros.
        #expect(tabla.fila(de: "Águilas") == FilaDeLaClasificacion(equipo: "Águilas"))
    }

    @Test func ordenaPorPuntosLuegoDiferenciaLuegoGolesAFavorLuegoNombre() {
        // Rayo FC and Lobos win by one each; Rayo FC scored more. Toros and Águilas lose by one
        // each; Toros scored more.
        let tabla = tabla([
            PartidosDePrueba.partido(Ejemplo.rayo, Ejemplo.toros, local: [1, 2], visitante: [3]),
            PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.aguilas, local: [1], visitante: []),
        ])
        #expect(tabla.filas.map(\.equipo) == ["Rayo FC", "Lobos", "Toros", "Águilas"])

        let porDiferencia = self.tabla([
            PartidosDePrueba.partido(Ejemplo.rayo, Ejemplo.toros, local: [1, 2, 3]),
            PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.aguilas, local: [1], visitante: []),
        ])
        // Same points: the better difference goes first, whatever the goals for.
        #expect(porDiferencia.filas.map(\.equipo) == ["Rayo FC", "Lobos", "Águilas", "Toros"])

        let iguales = self.tabla([
            PartidosDePrueba.partido(Ejemplo.toros, Ejemplo.rayo, local: [1], visitante: [2]),
            PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.aguilas, local: [1], visitante: [2]),
        ])
        // Four draws, 1-1: level on points, difference and goals for, so by name, the accent aside ("Águilas" with the A's).
        #expect(iguales.filas.map(\.equipo) == ["Águilas", "Lobos", "Rayo FC", "Toros"])

        let porPuntos = self.tabla([
            PartidosDePrueba.partido(Ejemplo.toros, Ejemplo.rayo, local: [1], visitante: []),
            PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.aguilas, local: [1, 2, 3, 4], visitante: [5, 6, 7, 8]),
        ])
        // A win (3) above a draw (1) whatever the goals.
        #expect(porPuntos.filas.map(\.equipo) == ["Toros", "Águilas", "Lobos", "Rayo FC"])
    }

    @Test func unPartidoSinEmpezarNoCuenta() {
        // Its events are its script: none has happened.
        let tabla = tabla([Ejemplo.rayoContraToros])

        #expect(tabla.filas.allSatisfy { $0 == FilaDeLaClasificacion(equipo: $0.equipo) })
        #expect(tabla.enJuego == [])
    }

    @Test func elPartidoEnJuegoCuentaConSuMarcadorDeAhoraYSusEquiposVanMarcados() {
        // Minute 60 of the sample match: 12' Ana, 55' Iván; 80' Ana has not happened.
        let tabla = tabla([Ejemplo.rayoContraToros], juego: MinutoEnJuego(partidoId: 1, minuto: 60))

        #expect(
            tabla.fila(de: "Rayo FC")
                == FilaDeLaClasificacion(equipo: "Rayo FC", jugados: 1, empatados: 1, golesAFavor: 1, golesEnContra: 1, enJuego: true))
        #expect(tabla.fila(de: "Toros")?.enJuego == true)
        #expect(tabla.fila(de: "Toros")?.puntos == 1)
        #expect(tabla.fila(de: "Lobos")?.enJuego == false)
        #expect(tabla.enJuego == [MinutoEnJuego(partidoId: 1, minuto: 60)])
    }

    @Test func unPartidoDejadoEnJuegoCuentaEnSuMinutoGuardadoYVaMarcado() throws {
        // Left in play at minute 20 by an earlier run: nobody plays it now.
        let dejado = try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 20))
        let tabla = tabla([dejado])

        #expect(tabla.fila(de: "Rayo FC")?.ganados == 1)
        #expect(tabla.fila(de: "Rayo FC")?.enJuego == true)
        #expect(tabla.fila(de: "Toros")?.golesEnContra == 1)
        #expect(tabla.enJuego == [MinutoEnJuego(partidoId: 1, minuto: 20)])
    }

    @Test func unPartidoTerminadoCuentaEntero() {
        let tabla = tabla([Ejemplo.rayoContraTorosTerminado])

        #expect(tabla.fila(de: "Rayo FC")?.puntos == 3)
        #expect(tabla.fila(de: "Rayo FC")?.enJuego == false)
        #expect(tabla.filas.first?.equipo == "Rayo FC")
        #expect(tabla.filas.last?.equipo == "Toros")
    }

    @Test func elAvisoDelTorneoLlegaConLaTabla() {
        let repositorio = PartidosDeMuestra(aviso: "No se pudo guardar el torneo: disco lleno")
        let tabla = CalcularLaClasificacion(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))()

        #expect(tabla.aviso == "No se pudo guardar el torneo: disco lleno")
        #expect(tabla.nombreDelTorneo == "Copa de muestra")
    }
}
