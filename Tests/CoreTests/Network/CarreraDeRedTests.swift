import Foundation
import Testing

@testable import Core

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The race of a request, its deadline and its caller's cancellation, driven by hand: the first to
/// finish is the outcome, whatever comes after it and even before the race has started.
@Suite struct CarreraDeRedTests {
    @Test func loPrimeroQueTerminaEsElResultadoAunqueTermineAntesDeEmpezar() async {
        let carrera = CarreraDeRed()
        let plazoParado = Cerrojo(false)
        carrera.terminar(.failure(URLError(.cancelled)))
        carrera.terminar(.failure(URLError(.timedOut)))

        let resultado = await Result {
            try await withCheckedThrowingContinuation { continuacion in
                carrera.empezar(continuacion, plazo: Cancelacion { plazoParado.withLock { $0 = true } }) {
                    Issue.record("a race already over starts no transfer")
                    return URLSession.shared.dataTask(with: URL(string: "http://127.0.0.1:9")!)
                }
            }
        }

        #expect((resultado.error as? URLError)?.code == .cancelled)
        #expect(plazoParado.withLock { $0 })
    }
}

extension Result {
    fileprivate init(catching cuerpo: () async throws(Failure) -> Success) async {
        do { self = .success(try await cuerpo()) } catch { self = .failure(error) }
    }

    fileprivate var error: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}
