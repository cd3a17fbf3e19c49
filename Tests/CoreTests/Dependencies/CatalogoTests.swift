import Core
import CoreTestSupport
import Foundation
import Testing

@Suite(.dependencias)
struct CatalogoTests {
    @Test func elUUIDDeTestCuentaDesdeCero() {
        let ficha = Ficha()

        let ids = [ficha.nuevoId(), ficha.nuevoId(), ficha.nuevoId()]

        #expect(
            ids.map(\.uuidString) == [
                "00000000-0000-0000-0000-000000000000",
                "00000000-0000-0000-0000-000000000001",
                "00000000-0000-0000-0000-000000000002",
            ])
    }

    @Test func cadaGeneradorIncrementalLlevaSuPropiaCuenta() {
        let primero = GeneradorDeUUID.incremental
        let segundo = GeneradorDeUUID.incremental
        _ = primero()

        #expect(segundo() == GeneradorDeUUID.uuid(0))
        #expect(GeneradorDeUUID.uuid(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    }

    @Test func elUUIDConstanteNoCambia() {
        let generador = GeneradorDeUUID.constante(idA)

        #expect([generador(), generador()] == [idA, idA])
    }

    /// Outside tests the identifiers neither count from zero nor stay the same: the live value of
    /// `\.uuid` is the random generator, not the test's.
    @Test func elUUIDVivoNoCuentaNiSeRepite() {
        var valores = DependencyValues()
        valores.context = .live

        let ids = [valores.uuid(), valores.uuid()]

        #expect(ids[0] != ids[1])
        #expect(!ids.contains(GeneradorDeUUID.uuid(0)))
        #expect(!ids.contains(GeneradorDeUUID.uuid(1)))
    }

    @Test(.dependencias { $0.date = .constante(Date(timeIntervalSince1970: 1_700_000_000)) })
    func laFechaConstanteSeLeeEnteraOSoloElInstante() {
        let reloj = LectorDeFechas()

        #expect(reloj.date() == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(reloj.date.now == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(reloj.ahora == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func elRelojContinuoVivoEsElDelSistema() {
        var valores = DependencyValues()
        valores.context = .live

        #expect(valores.continuousClock is ContinuousClock)
    }

    @Test(.dependencias { $0.context = .preview })
    func elContextoSeLeeComoCualquierDependencia() {
        #expect(LectorDeContexto().contexto == .preview)
    }
}

private struct LectorDeFechas {
    @Dependency(\.date) var date
    @Dependency(\.date.now) var ahora
}

private struct LectorDeContexto {
    @Dependency(\.context) var contexto
}
