import Core
import CoreTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct RelojInmediatoTests {
    @Test func dormirVuelveEnSeguidaYAvanzaElAhora() async throws {
        let reloj = RelojInmediato()

        try await reloj.sleep(for: .seconds(3_600))
        try await reloj.sleep(for: .seconds(30))

        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(3_630)))
    }

    @Test func elAhoraNoRetrocedeConUnaFechaLimitePasada() async throws {
        let reloj = RelojInmediato(now: InstanteSimulado(desdeElInicio: .seconds(10)))

        try await reloj.sleep(until: InstanteSimulado(desdeElInicio: .seconds(4)))

        #expect(reloj.now == InstanteSimulado(desdeElInicio: .seconds(10)))
    }

    @Test func unaTareaCanceladaNoDuerme() async {
        let reloj = RelojInmediato()
        let durmiente = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await reloj.sleep(for: .seconds(5))
        }

        await #expect(throws: CancellationError.self) {
            try await durmiente.value
        }
        #expect(reloj.now == InstanteSimulado())
    }

    @Test(.dependencias { $0.continuousClock = RelojInmediato() })
    func elCodigoQueEsperaEnElRelojDeLasDependenciasTerminaSinEsperar() async throws {
        let temporizador = Temporizador()

        let vueltas = try await temporizador.contar(vueltas: 100, cada: .seconds(60))

        #expect(vueltas == 100)
    }
}

/// Waits on the clock of the dependency values, as a feature would.
private struct Temporizador {
    @Dependency(\.continuousClock) var reloj

    func contar(vueltas: Int, cada intervalo: Duration) async throws -> Int {
        var contadas = 0
        for _ in 0..<vueltas {
            try await reloj.sleep(for: intervalo)
            contadas += 1
        }
        return contadas
    }
}
