import Core
import Cronica
import Testing

/// The stand-in previews and tests share: an answer at once, or each publication held until answered.
@Suite(.timeLimit(.minutes(1)))
struct CronicasDeMuestraTests {
    private let cronica = Cronica(titulo: "Rayo FC 2-1 Toros", cuerpo: "12' Ana (Rayo FC)")

    @Test func contestaAlMomentoYGuardaLoPublicado() async throws {
        let cronicas = CronicasDeMuestra(respuesta: .success(7))

        #expect(try await cronicas.publicar(cronica) == 7)
        #expect(cronicas.publicadas == [cronica])
    }

    @Test func sinRespuestaDichaPublicaConElNumeroQueMuestranLasVistasPrevias() async throws {
        #expect(try await CronicasDeMuestra().publicar(cronica) == 101)
    }

    @Test func retenidaEsperaALaRespuestaQueSeLeDe() async throws {
        let cronicas = CronicasDeMuestra.retenidas()
        let publicacion = Task { try await cronicas.publicar(cronica) }
        await cronicas.esperarPeticion()

        cronicas.responder(.failure(.tiempoAgotado))

        await #expect(throws: ErrorDeCronica.red(.tiempoAgotado)) { try await publicacion.value }
        #expect(cronicas.publicadas == [cronica])
    }

    @Test func retenidaYCanceladaTerminaComoCancelada() async {
        let cronicas = CronicasDeMuestra.retenidas()
        let publicacion = Task { try await cronicas.publicar(cronica) }
        await cronicas.esperarPeticion()

        publicacion.cancel()

        await #expect(throws: ErrorDeCronica.cancelada) { try await publicacion.value }
    }
}
