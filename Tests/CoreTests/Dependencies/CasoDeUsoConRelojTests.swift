import Core
import CoreTestSupport
import Testing

/// A use case that waits on the clock of the dependency values, called like a function.
struct EsperarMinutos {
    @Dependency(\.continuousClock) private var reloj

    func callAsFunction(_ minutos: Int, alPasarCadaMinuto: @Sendable (Int) -> Void) async throws {
        for minuto in 1...minutos {
            try await reloj.sleep(for: .seconds(60))
            alPasarCadaMinuto(minuto)
        }
    }
}

@Suite(.dependencias, .timeLimit(.minutes(1)))
struct CasoDeUsoConRelojTests {
    @Test func cadaMinutoLlegaCuandoElRelojPasoAPasoAvanzaUnMinuto() async throws {
        let reloj = RelojPasoAPaso()
        let minutos = Anotaciones()
        let esperar = withDependencies {
            $0.continuousClock = reloj
        } operation: {
            EsperarMinutos()
        }
        let partido = Task { try await esperar(2) { minutos.anotar($0) } }

        await reloj.esperarDurmientes(1)
        #expect(minutos.lista == [])
        await reloj.advance(by: .seconds(60))
        await reloj.esperarDurmientes(1)
        #expect(minutos.lista == [1])
        await reloj.advance(by: .seconds(60))
        try await partido.value

        #expect(minutos.lista == [1, 2])
    }
}
