import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Requests cancelled at random moments (before they start, while they connect, while the answer
/// arrives, after it came) against a real server on 127.0.0.1: the app cancels one whenever its
/// deadline wins or its screen goes, so no moment may crash it.
@Suite(.timeLimit(.minutes(2))) struct CancelarPeticionesTests {
    @Test func milesDePeticionesCanceladasEnCualquierMomentoNuncaRompenNada() async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let sesion = URLSession(configuration: ServicioJSONPlaceholder.sinCache(.ephemeral))
        var azar = SystemRandomNumberGenerator()
        var resultados: [String: Int] = [:]

        for _ in 0..<40 {
            try await withThrowingTaskGroup(of: String.self) { grupo in
                for _ in 0..<50 {
                    let retraso = Duration.microseconds(Int.random(in: 0...3_000, using: &azar))
                    let cancelarTras = Duration.microseconds(Int.random(in: 0...1_500, using: &azar))
                    let servicio = withDependencies {
                        $0.temporizador = .real
                    } operation: {
                        ServicioJSONPlaceholder(urlBase: servidor.url(tardando: retraso), sesion: sesion, tiempoMaximo: .seconds(30))
                    }
                    grupo.addTask {
                        let peticion = Task { () async -> String in
                            guard let error = await errorDeRed(try await servicio.usuarios()) else { return "respondida" }
                            return error == .cancelado ? "cancelado" : "\(error)"
                        }
                        try await Task.sleep(for: cancelarTras)
                        peticion.cancel()
                        return await peticion.value
                    }
                }
                for try await resultado in grupo {
                    resultados[resultado, default: 0] += 1
                }
            }
        }

        // Each request either got its answer or was cancelled; nothing else, and no crash.
        #expect(Set(resultados.keys).isSubset(of: ["respondida", "cancelado"]), "\(resultados)")
        #expect(resultados.values.reduce(0, +) == 2_000)
    }
}
