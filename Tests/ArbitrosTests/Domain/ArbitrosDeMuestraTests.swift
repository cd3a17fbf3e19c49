import Arbitros
import Core
import Testing

/// The stand-in previews and tests share: answers in order, a refresh held open until let go.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ArbitrosDeMuestraTests {
    @Test func cadaRefrescoAplicaLaSiguienteRespuestaYSinRespuestasNoCambiaNada() async throws {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.leanne]), .failure(.sinConexion)])

        try await arbitros.refrescar()
        #expect(arbitros.arbitros == [Arbitro.leanne])
        await #expect(throws: ErrorDeRed.sinConexion) { try await arbitros.refrescar() }
        try await arbitros.refrescar()

        #expect(arbitros.arbitros == [Arbitro.leanne])
        #expect(arbitros.refrescos == 3)
    }

    @Test func unRefrescoRetenidoSigueAlSoltarlo() async throws {
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.ervin])], retenerElSiguiente: true)
        let refresco = Task { try await arbitros.refrescar() }
        await arbitros.esperarRefrescoRetenido()
        #expect(arbitros.arbitros == [])

        arbitros.soltar()
        try await refresco.value

        #expect(arbitros.arbitros == [Arbitro.ervin])
    }

    @Test func unRefrescoRetenidoCanceladoTerminaComoCanceladoSinCambiarNada() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.ervin])], retenerElSiguiente: true)
        let refresco = Task { try await arbitros.refrescar() }
        await arbitros.esperarRefrescoRetenido()

        refresco.cancel()

        await #expect(throws: ErrorDeRed.cancelado) { try await refresco.value }
        #expect(arbitros.arbitros == [Arbitro.kurtis])
    }
}
