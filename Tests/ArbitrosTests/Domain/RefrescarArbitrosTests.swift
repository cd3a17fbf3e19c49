import Arbitros
import Core
import CoreTestSupport
import Foundation
import Testing

/// The rules of a refresh, over the in-memory referees.
@MainActor
@Suite("RefrescarArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(instanteDeLasPruebas) })
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

/// One refresh that reaches the server a minute, on a time each test moves. No enclosing scope sets
/// the date, so each use case reads the time it was built with.
@MainActor
@Suite("RefrescarArbitros, un minuto entre refrescos", .timeLimit(.minutes(1)), .dependencias)
struct RefrescarArbitrosCadaMinutoTests {
    @Test func unRefrescoAMenosDeUnMinutoDelUltimoQueLlegoAlServidorSeRechazaSinPedirNada() async {
        let hora = HoraDePrueba()
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne]), .success([Arbitro.ervin])])
        let refrescar = hora.construir { RefrescarArbitros(repositorio: arbitros) }
        _ = await refrescar()

        hora.avanzar(segundos: 20)
        let resultado = await refrescar()

        #expect(resultado == .failure(.demasiadoPronto(segundos: 20)))
        #expect(arbitros.descargas == 1)
        #expect(arbitros.arbitros == [Arbitro.leanne])
        #expect(
            ErrorDeArbitros.demasiadoPronto(segundos: 20).mensaje
                == "Los árbitros se refrescaron hace 20 s: vuelve a refrescar dentro de 40 s.")
    }

    @Test func elMinutoCuentaDesdeElUltimoRefrescoQueLlegoAlServidor() async {
        let hora = HoraDePrueba()
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne]), .success([Arbitro.ervin])])
        let refrescar = hora.construir { RefrescarArbitros(repositorio: arbitros) }
        _ = await refrescar()

        hora.avanzar(segundos: 59.5)
        #expect(await refrescar() == .failure(.demasiadoPronto(segundos: 59)))
        hora.avanzar(segundos: 0.5)
        #expect(await refrescar() == .success([Arbitro.ervin]))
        #expect(arbitros.descargas == 2)
    }

    @Test(arguments: [ErrorDeArbitros.red(.sinConexion), .red(.estadoDelServidor(500)), .cancelado])
    func unRefrescoFallidoNoCuentaParaElMinuto(fallo: ErrorDeArbitros) async {
        let hora = HoraDePrueba()
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.kurtis]), .failure(fallo), .success([Arbitro.leanne])])
        let refrescar = hora.construir { RefrescarArbitros(repositorio: arbitros) }
        _ = await refrescar()
        hora.avanzar(segundos: 60)
        #expect(await refrescar() == .failure(fallo))

        hora.avanzar(segundos: 10)
        let resultado = await refrescar()

        #expect(resultado == .success([Arbitro.leanne]))
    }

    @Test func unaRespuestaVaciaRechazadaNoCuentaParaElMinuto() async {
        let hora = HoraDePrueba()
        let arbitros = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([]), .success([Arbitro.leanne])])
        let refrescar = hora.construir { RefrescarArbitros(repositorio: arbitros) }
        #expect(await refrescar() == .failure(.respuestaVacia))

        hora.avanzar(segundos: 10)

        #expect(await refrescar() == .success([Arbitro.leanne]))
    }

    @Test func lasCopiasCompartenElUltimoRefresco() async {
        let hora = HoraDePrueba()
        let arbitros = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne])])
        let refrescar = hora.construir { RefrescarArbitros(repositorio: arbitros) }
        let copia = refrescar
        _ = await refrescar()

        hora.avanzar(segundos: 30)

        #expect(await copia() == .failure(.demasiadoPronto(segundos: 30)))
    }
}

/// The time the use case reads, moved by the test: it starts at `instanteDeLasPruebas`.
private final class HoraDePrueba: Sendable {
    private let instante = Cerrojo(instanteDeLasPruebas)

    func avanzar(segundos: TimeInterval) {
        instante.withLock { $0 += segundos }
    }

    /// Builds `valor` where the time is this one, so it reads it for as long as it lives.
    @MainActor
    func construir<Valor>(_ valor: () -> Valor) -> Valor {
        withDependencies {
            $0.date = GeneradorDeFechas { [instante] in instante.withLock { $0 } }
        } operation: {
            valor()
        }
    }
}
