import Arbitros
import Core
import CoreTestSupport
import Foundation
import Testing

/// The rules of a refresh, over the in-memory referees.
@MainActor
@Suite("RefrescarArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(ahoraFijo) })
struct RefrescarArbitrosTests {
    @Test func guardaLaListaDelServidorYLaDevuelve() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.leanne, Arbitro.ervin])])
        let refrescar = RefrescarArbitros(repositorio: arbitros)

        let resultado = await refrescar()

        #expect(resultado == .success([Arbitro.leanne, Arbitro.ervin]))
        #expect(arbitros.arbitros == [Arbitro.leanne, Arbitro.ervin])
    }

    @Test func unFalloDeLaRedDejaLaListaComoEstaba() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.failure(.red(.sinConexion))])
        let refrescar = RefrescarArbitros(repositorio: arbitros)

        let resultado = await refrescar()

        #expect(resultado == .failure(.red(.sinConexion)))
        #expect(arbitros.arbitros == [Arbitro.kurtis])
    }

    /// A server that lost its data, or answered a different API, must not wipe what the person has.
    @Test func unaRespuestaVaciaNoBorraUnaListaConocida() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis, Arbitro.leanne], respuestas: [.success([])])
        let refrescar = RefrescarArbitros(repositorio: arbitros)

        let resultado = await refrescar()

        #expect(resultado == .failure(.respuestaVacia))
        #expect(arbitros.arbitros == [Arbitro.kurtis, Arbitro.leanne])
    }

    @Test func unaRespuestaVaciaSinNadaConocidoEsUnaListaVacia() async {
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([])])
        let refrescar = RefrescarArbitros(repositorio: arbitros)

        let resultado = await refrescar()

        #expect(resultado == .success([]))
        #expect(arbitros.arbitros == [])
    }

    @Test func mientrasUnRefrescoSigueOtroSeRechazaSinPedirNada() async {
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne])], retenerElSiguiente: true)
        let refrescar = RefrescarArbitros(repositorio: arbitros)
        let primero = Task { await refrescar() }
        await arbitros.esperarRefrescoRetenido()
        #expect(refrescar.enCurso)

        let segundo = await refrescar()

        #expect(segundo == .failure(.yaSeEstaRefrescando))
        #expect(arbitros.descargas == 1)
        arbitros.soltar()
        #expect(await primero.value == .success([Arbitro.leanne]))
        #expect(!refrescar.enCurso)
    }

    /// The app builds one and hands copies to its screens: a refresh on one screen holds for all.
    @Test func lasCopiasCompartenElRefrescoEnCurso() async {
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne])], retenerElSiguiente: true)
        let refrescar = RefrescarArbitros(repositorio: arbitros)
        let copia = refrescar
        let primero = Task { await refrescar() }
        await arbitros.esperarRefrescoRetenido()

        #expect(await copia() == .failure(.yaSeEstaRefrescando))

        arbitros.soltar()
        _ = await primero.value
    }

    @Test func unRefrescoCanceladoNoCambiaNadaYDejaRefrescarOtraVez() async {
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.ervin])], retenerElSiguiente: true)
        let refrescar = RefrescarArbitros(repositorio: arbitros)
        let refresco = Task { await refrescar() }
        await arbitros.esperarRefrescoRetenido()

        refresco.cancel()

        #expect(await refresco.value == .failure(.cancelado))
        #expect(arbitros.arbitros == [Arbitro.kurtis])
        #expect(!refrescar.enCurso)
        #expect(await refrescar() == .success([Arbitro.ervin]))
    }
}
