import Clasificacion
import Core
import CoreTestSupport
import Marcador
import Partidos
import Testing
import Torneo

/// A match played minute by minute on a stepped clock, with a goal by hand: at every minute the
/// table agrees with the match list, the bar of the match in play and the scorers.
@MainActor
@Suite(.dependencias, .timeLimit(.minutes(1)))
struct UnaSolaVerdadDeLaClasificacionTests {
    /// Match 1 and 2 finished, match 3 (the sample script: 12' Ana, 55' Iván, 80' Ana) is played,
    /// match 4 has a script but never starts.
    private let repositorio = PartidosDeMuestra(partidos: [
        PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.rayo, local: [5], visitante: [6]),
        PartidosDePrueba.partido(Ejemplo.toros, Ejemplo.aguilas, local: [10, 70]),
        Ejemplo.rayoContraToros,
        PartidosDePrueba.partido(Ejemplo.lobos, Ejemplo.aguilas, local: [3], estado: .sinEmpezar),
    ])

    @Test func minutoAMinutoLaTablaCoincideConLaListaLaBarraYLosGoleadores() async throws {
        let enJuego = PartidoEnJuego(repositorio: repositorio)
        let torneo = ComoVaElTorneo(repositorio: repositorio, juego: enJuego)
        let tabla = ClasificacionViewModel(calcular: CalcularLaClasificacion(torneo: torneo))
        let lista = ListaDePartidosViewModel(torneo: torneo)
        let goleadores = GoleadoresViewModel(torneo: torneo)
        let antes = try Self.exito(tabla)
        let reloj = RelojPasoAPaso()
        try withDependencies {
            $0.relojDelPartido = reloj
        } operation: {
            let directo = try #require(
                Directo(partidoId: 3, repositorio: repositorio, duracion: 90, msPorMinuto: 100, notificador: NotificadorEspia()))
            try enJuego.empezar(directo)
        }
        await reloj.esperarDurmientes(1)

        for minuto in 0...90 {
            if minuto > 0 {
                await reloj.advance(by: .milliseconds(100))
                if minuto < 90 { await reloj.esperarDurmientes(1) } else { await enJuego.esperarQueTermine() }
            }
            if minuto == 45 {
                #expect(throws: Never.self) {
                    try RegistrarGol(repositorio: repositorio, juego: enJuego)(partidoId: 3, lado: .visitante).get()
                }
            }
            try comprobar(minuto: minuto, tabla: tabla, lista: lista, goleadores: goleadores, enJuego: enJuego, antes: antes)
        }
        // The final: 2-2 (the goal by hand at 45), stored; nothing is in play any more.
        let final = try Self.exito(tabla)
        #expect(final.enJuego == [])
        #expect(final.filas.allSatisfy { !$0.enJuego })
        #expect(final.filas.first { $0.equipo == "Rayo FC" }?.empatados == 2)
    }

    private func comprobar(
        minuto: Int, tabla: ClasificacionViewModel, lista: ListaDePartidosViewModel, goleadores: GoleadoresViewModel,
        enJuego: PartidoEnJuego,
        antes: ClasificacionUiState.Exito
    ) throws {
        let ahora = try Self.exito(tabla)
        guard case let .exito(partidos) = lista.uiState, case let .exito(tablaDeGoleadores) = goleadores.uiState else {
            Issue.record("Minuto \(minuto): la lista o los goleadores sin contenido")
            return
        }
        let empezados = partidos.filas.filter { !$0.sinEmpezar }
        for fila in ahora.filas {
            // Goals for and against, and matches played, are those of the list's started matches.
            let comoLocal = empezados.filter { $0.local == fila.equipo }
            let comoVisitante = empezados.filter { $0.visitante == fila.equipo }
            let aFavor = comoLocal.map(\.marcador.local).reduce(0, +) + comoVisitante.map(\.marcador.visitante).reduce(0, +)
            let enContra = comoLocal.map(\.marcador.visitante).reduce(0, +) + comoVisitante.map(\.marcador.local).reduce(0, +)
            #expect(fila.golesAFavor == aFavor, "minuto \(minuto), \(fila.equipo)")
            #expect(fila.golesEnContra == enContra, "minuto \(minuto), \(fila.equipo)")
            #expect(fila.jugados == comoLocal.count + comoVisitante.count, "minuto \(minuto), \(fila.equipo)")
            // Every goal has its scorer: the scorers of a team add up to its goals for.
            let marcados = tablaDeGoleadores.filas.filter { $0.equipo == fila.equipo }.map(\.goles).reduce(0, +)
            #expect(fila.golesAFavor == marcados, "minuto \(minuto), \(fila.equipo)")
        }

        // The bar's score is the one the table counts for the match in play: what each of its teams
        // gained since before the kick-off.
        let barra = try #require(EstadoDeLaBarra(enJuego), "minuto \(minuto)")
        let local = try #require(ahora.filas.first { $0.equipo == "Rayo FC" })
        let visitante = try #require(ahora.filas.first { $0.equipo == "Toros" })
        let localAntes = try #require(antes.filas.first { $0.equipo == "Rayo FC" })
        let visitanteAntes = try #require(antes.filas.first { $0.equipo == "Toros" })
        let contado = "Rayo FC \(local.golesAFavor - localAntes.golesAFavor)-\(visitante.golesAFavor - visitanteAntes.golesAFavor) Toros"
        #expect(barra.marcador == contado, "minuto \(minuto)")
        #expect(local.jugados == localAntes.jugados + 1 && visitante.jugados == visitanteAntes.jugados + 1, "minuto \(minuto)")
        if barra.terminado {
            #expect(ahora.enJuego == [], "minuto \(minuto)")
            #expect(!local.enJuego && !visitante.enJuego, "minuto \(minuto)")
        } else {
            #expect(ahora.enJuego == [MinutoEnJuego(partidoId: 3, minuto: barra.minuto)], "minuto \(minuto)")
            #expect(local.enJuego && visitante.enJuego, "minuto \(minuto)")
            #expect(ahora.filas.filter(\.enJuego).count == 2, "minuto \(minuto)")
        }
        // The match that never started counts for nobody: Lobos played only match 1.
        #expect(ahora.filas.first { $0.equipo == "Lobos" }?.jugados == 1, "minuto \(minuto)")
    }

    private static func exito(_ pantalla: ClasificacionViewModel) throws -> ClasificacionUiState.Exito {
        guard case let .exito(exito) = pantalla.uiState else { throw SinTabla() }
        return exito
    }

    private struct SinTabla: Error {}
}
