import Core
import CoreTestSupport
import Testing

/// The test support's spy in front of the sample service: what it records, and how it holds and
/// slows requests so a test decides when each is answered.
@Suite(.timeLimit(.minutes(1))) struct ServicioDelTorneoEspiaTests {
    private let publicacion = PublicacionDePrueba(userId: 1, title: "Rayo FC 2-1 Toros", body: "12' Ana (Rayo FC)")

    /// Built where `reloj` is the real-time clock, so its delay is slept on it.
    private func espia(en reloj: RelojPasoAPaso, demora: Duration = .zero) -> ServicioDelTorneoEspia {
        withDependencies {
            $0.continuousClock = reloj
        } operation: {
            .dePrueba(demora: demora)
        }
    }

    @Test func recuerdaCadaPeticionContestadaEnOrden() async throws {
        let servicio = ServicioDelTorneoEspia.dePrueba()

        _ = try await servicio.usuarios()
        _ = try await servicio.publicar(publicacion)

        #expect(servicio.peticiones.map(\.ruta) == ["users", "posts"])
        #expect(servicio.publicadas == [publicacion])
    }

    @Test func sinDemoraNoEsperaAlReloj() async throws {
        let reloj = RelojPasoAPaso()
        let servicio = espia(en: reloj)

        _ = try await servicio.usuarios()

        #expect(reloj.cantidadDeDurmientes == 0)
        #expect(reloj.now == RelojPasoAPaso().now)
    }

    @Test func conDemoraContestaCuandoElRelojLaHaPasado() async throws {
        let reloj = RelojPasoAPaso()
        let servicio = espia(en: reloj, demora: .seconds(2))
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.usuarios() }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .milliseconds(1_999))
        #expect(reloj.cantidadDeDurmientes == 1)
        await reloj.advance(by: .milliseconds(1))

        #expect(try await tarea.value.count == 2)
        #expect(reloj.cantidadDeDurmientes == 0)
    }

    @Test func laDemoraSePuedeCambiarMientrasCorre() async throws {
        let reloj = RelojPasoAPaso()
        let servicio = espia(en: reloj)

        servicio.demora = .milliseconds(300)
        let tarea = Task { () async throws(ErrorDeRed) in try await servicio.publicar(publicacion) }
        await reloj.esperarDurmientes(1)

        await reloj.advance(by: .milliseconds(299))
        #expect(reloj.cantidadDeDurmientes == 1)
        await reloj.advance(by: .milliseconds(1))
        #expect(try await tarea.value == 101)
    }

    @Test func cancelarDuranteLaDemoraEsCanceladoYNoPublica() async {
        let reloj = RelojPasoAPaso()
        let servicio = espia(en: reloj, demora: .seconds(1))
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await reloj.esperarDurmientes(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    /// With no delay, a caller already cancelled when it asks is cancelled too, and nothing is published.
    @Test func unaPeticionYaCanceladaSinDemoraEsCanceladaYNoPublica() async {
        let servicio = ServicioDelTorneoEspia.dePrueba()
        let tarea = Task { () async -> ErrorDeRed? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await errorDeRed(try await servicio.publicar(publicacion))
        }

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    /// Held, two publications go on in the order they are let go; each is answered in that order.
    @Test func lasRetenidasSiguenEnElOrdenEnQueSeSueltan() async throws {
        let servicio = ServicioDelTorneoEspia.dePrueba()
        servicio.retenerPeticiones = true
        let primera = Task { try await servicio.publicar(publicacion) }
        await servicio.esperarPeticiones(1)
        let segunda = Task { try await servicio.publicar(publicacion) }
        await servicio.esperarPeticiones(2)
        #expect(servicio.peticiones == [])

        servicio.soltar(1)
        #expect(try await segunda.value == 101)
        servicio.soltar(0)
        #expect(try await primera.value == 102)
    }

    /// Requests that have arrived already: waiting for them returns at once.
    @Test(.timeLimit(.minutes(1))) func esperarLasQueYaLlegaronVuelveAlMomento() async throws {
        let servicio = ServicioDelTorneoEspia.dePrueba()
        _ = try await servicio.usuarios()
        _ = try await servicio.usuarios()

        await servicio.esperarPeticiones(2)
        await servicio.esperarPeticiones(1)
        #expect(servicio.peticiones.count == 2)
    }

    @Test func unaSueltaAntesDeLlegarNoSeRetiene() async throws {
        let servicio = ServicioDelTorneoEspia.dePrueba()
        servicio.retenerPeticiones = true
        servicio.soltar(0)

        #expect(try await servicio.usuarios().count == 2)
    }

    @Test func cancelarUnaRetenidaEsCanceladoYNoPublica() async {
        let servicio = ServicioDelTorneoEspia.dePrueba()
        servicio.retenerPeticiones = true
        let tarea = Task { () async -> ErrorDeRed? in await errorDeRed(try await servicio.publicar(publicacion)) }
        await servicio.esperarPeticiones(1)

        tarea.cancel()

        #expect(await tarea.value == .cancelado)
        #expect(servicio.publicadas == [])
    }

    @Test func sinConexionNadaLlegaNiSeRetiene() async throws {
        let servicio = ServicioDelTorneoEspia.dePrueba(sinConexion: true)
        servicio.retenerPeticiones = true

        #expect(await errorDeRed(try await servicio.usuarios()) == .sinConexion)
        servicio.sinConexion = false
        servicio.soltar(0)
        #expect(try await servicio.usuarios().count == 2)
    }
}
