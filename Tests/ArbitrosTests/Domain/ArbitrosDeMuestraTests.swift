import Arbitros
import Core
import Testing

/// The stand-in previews and tests share: answers in order, a download held open until let go.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ArbitrosDeMuestraTests {
    @Test func cadaDescargaDaLaSiguienteRespuestaYSinRespuestasLaListaComoEsta() async throws {
        let arbitros = ArbitrosDeMuestra(
            guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.leanne]), .failure(.red(.sinConexion))])

        #expect(try await arbitros.descargar() == [Arbitro.leanne])
        await #expect(throws: ErrorDeArbitros.red(.sinConexion)) { try await arbitros.descargar() }
        #expect(try await arbitros.descargar() == [Arbitro.kurtis])

        #expect(arbitros.arbitros == [Arbitro.kurtis])
        #expect(arbitros.descargas == 3)
    }

    @Test func guardarSustituyeLaLista() {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])

        arbitros.guardar([Arbitro.ervin])

        #expect(arbitros.arbitros == [Arbitro.ervin])
    }

    @Test func unaDescargaRetenidaSigueAlSoltarla() async throws {
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.ervin])], retenerElSiguiente: true)
        let descarga = Task { try await arbitros.descargar() }
        await arbitros.esperarRefrescoRetenido()

        arbitros.soltar()

        #expect(try await descarga.value == [Arbitro.ervin])
    }

    @Test func unaDescargaRetenidaCanceladaTerminaComoCancelada() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.ervin])], retenerElSiguiente: true)
        let descarga = Task { try await arbitros.descargar() }
        await arbitros.esperarRefrescoRetenido()

        descarga.cancel()

        await #expect(throws: ErrorDeArbitros.cancelado) { try await descarga.value }
        #expect(arbitros.arbitros == [Arbitro.kurtis])
    }
}
