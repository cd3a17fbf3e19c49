import Core
import CoreTestSupport
import Testing

@Suite(.dependencias, .timeLimit(.minutes(1)))
struct RelojPasoAPasoTests {
    @Test func despiertaALosDurmientesEnOrdenDeFechaLimite() async {
        let reloj = RelojPasoAPaso()
        let despertados = Anotaciones()

        await withTaskExecutorPreference(EjecutorEnSerie()) {
            await withTaskGroup(of: Void.self) { grupo in
                for segundos in [3, 1, 2] {
                    grupo.addTask {
                        try? await reloj.sleep(for: .seconds(segundos))
                        despertados.anotar(segundos)
                    }
                }
                await reloj.esperarDurmientes(3)
                await reloj.advance(by: .seconds(3))
            }
        }

        #expect(despertados.lista == [1, 2, 3])
    }

    @Test func noDespiertaAntesDeLaFechaLimite() async throws {
        let reloj = RelojPasoAPaso()
        let despertados = Anotaciones()
        let durmiente = Task {
            try await reloj.sleep(for: .seconds(5))
            despertados.anotar(5)
        }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .seconds(4))

        #expect(reloj.cantidadDeDurmientes == 1)
        #expect(despertados.lista == [])
        await reloj.advance(by: .seconds(1))
        try await durmiente.value
        #expect(despertados.lista == [5])
    }

    @Test func avanzaElAhoraHastaElDestino() async {
        let reloj = RelojPasoAPaso()

        await reloj.advance(by: .seconds(2))
        await reloj.advance(to: InstanteSimulado(desdeElInicio: .seconds(7)))

        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(7)))
    }

    @Test func elTiempoNoVuelveAtras() async {
        let reloj = RelojPasoAPaso(now: InstanteSimulado(desdeElInicio: .seconds(10)))

        await withKnownIssue {
            await reloj.advance(to: InstanteSimulado(desdeElInicio: .seconds(3)))
        } matching: { problema in
            problema.comments.contains { $0.rawValue.contains("cannot go back") }
        }

        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(10)))
    }

    @Test func unDurmienteConLaFechaLimitePasadaVuelveEnSeguida() async throws {
        let reloj = RelojPasoAPaso()
        await reloj.advance(by: .seconds(10))

        try await reloj.sleep(until: InstanteSimulado(desdeElInicio: .seconds(4)))
        try await reloj.sleep(for: .zero)

        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(10)))
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func unDurmienteCanceladoLanzaCancellationErrorYDejaDeDormir() async {
        let reloj = RelojPasoAPaso()
        let durmiente = Task {
            try await reloj.sleep(for: .seconds(60))
        }
        await reloj.esperarDurmientes(1)

        durmiente.cancel()

        await #expect(throws: CancellationError.self) {
            try await durmiente.value
        }
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func unaTareaYaCanceladaNoLlegaADormir() async {
        let reloj = RelojPasoAPaso()
        let durmiente = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await reloj.sleep(for: .seconds(60))
        }

        await #expect(throws: CancellationError.self) {
            try await durmiente.value
        }
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func unSaltoDespiertaUnaVezYElDurmienteQueLlegaTardeSigueDesdeElNuevoAhora() async throws {
        let reloj = RelojPasoAPaso()
        let vueltas = Anotaciones()
        let bucle = Task {
            for vuelta in 1...2 {
                try await reloj.sleep(for: .seconds(1))
                vueltas.anotar(vuelta)
            }
        }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .seconds(5))
        await reloj.esperarDurmientes(1)

        #expect(vueltas.lista == [1])
        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(5)))
        await reloj.advance(by: .seconds(1))
        try await bucle.value
        #expect(vueltas.lista == [1, 2])
    }

    /// A loop that sleeps until absolute deadlines catches up after a jump: each step once, in order,
    /// however the woken task is scheduled. Repeated, so a schedule-dependent result would show.
    @Test func conFechasLimiteAbsolutasUnSaltoRecorreCadaPasoUnaVez() async throws {
        for _ in 1...200 {
            let reloj = RelojPasoAPaso()
            let pasos = Anotaciones()
            let inicio = reloj.now
            let bucle = Task {
                for paso in 1...10 {
                    try await reloj.sleep(until: inicio.advanced(by: .seconds(paso)))
                    pasos.anotar(paso)
                }
            }
            await reloj.esperarDurmientes(1)

            await reloj.advance(by: .seconds(7))
            await reloj.esperarDurmientes(1)

            #expect(pasos.lista == Array(1...7))
            await reloj.advance(by: .seconds(3))
            try await bucle.value
            #expect(pasos.lista == Array(1...10))
        }
    }

    @Test func esperarDurmientesVuelveCuandoLaTareaDespertadaDuermeOtraVez() async throws {
        let reloj = RelojPasoAPaso()
        let vueltas = Anotaciones()
        let bucle = Task {
            for vuelta in 1...3 {
                try await reloj.sleep(for: .seconds(1))
                vueltas.anotar(vuelta)
            }
        }

        for _ in 1...3 {
            await reloj.esperarDurmientes(1)
            await reloj.advance(by: .seconds(1))
        }
        try await bucle.value

        #expect(vueltas.lista == [1, 2, 3])
        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(3)))
    }
}

/// What the sleepers did, in the order they did it.
final class Anotaciones: Sendable {
    private let anotadas = Cerrojo<[Int]>([])

    var lista: [Int] {
        anotadas.withLock { $0 }
    }

    func anotar(_ valor: Int) {
        anotadas.withLock { $0.append(valor) }
    }
}
