import Testing

@testable import NetworkFaults

struct FaultTests {
    @Test func cadaFallaEsperaElMensajeDeLaApp() {
        let messages = Dictionary(uniqueKeysWithValues: Fault.allCases.map { ($0, $0.expectedMessage) })
        #expect(messages[.ok] == .some(nil))
        for fault in [Fault.silent, .late, .drip] { #expect(messages[fault] == "El servidor tardó demasiado en responder") }
        for fault in [Fault.tls, .reset] { #expect(messages[fault] == "No hay conexión") }
        for fault in [Fault.huge, .invalid] { #expect(messages[fault] == "La respuesta del servidor no se pudo leer") }
        #expect(messages[.status500] == "El servidor respondió con el código 500")
        #expect(messages[.status404] == "El servidor respondió con el código 404")
        #expect(messages[.empty] == "El servidor respondió sin datos; se mantiene lo guardado")
    }

    @Test func lasPruebasSonLasNueveFallasEnElOrdenDeLaTablaYSoloTlsPideHttps() {
        #expect(Fault.trials.map(\.rawValue) == ["silent", "late", "drip", "tls", "reset", "huge", "invalid", "status500", "status404"])
        #expect(Fault.allCases.filter { $0.scheme == "https" } == [.tls])
    }
}
