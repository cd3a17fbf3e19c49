import Core
import CoreTestSupport
import Testing

struct CacheTests {
    @Test func unosDependencyValuesNuevosEmpiezanConLaCacheVacia() {
        let primeros = DependencyValues()
        let primerosIds = [primeros.uuid(), primeros.uuid()]
        let nuevos = DependencyValues()

        #expect(primerosIds == [GeneradorDeUUID.uuid(0), GeneradorDeUUID.uuid(1)])
        #expect(nuevos.uuid() == GeneradorDeUUID.uuid(0))
    }

    @Test func lasCopiasCompartenLaCache() {
        let valores = DependencyValues()
        _ = valores.uuid()
        let copia = valores

        #expect(copia.uuid() == GeneradorDeUUID.uuid(1))
    }

    @Test func reiniciarLaCacheConservaLosSobrescritos() {
        var valores = DependencyValues()
        valores.conTresValores = "sobrescrito"
        _ = valores.uuid()
        valores.reiniciarCache()

        #expect(valores.uuid() == GeneradorDeUUID.uuid(0))
        #expect(valores.conTresValores == "sobrescrito")
    }

    @Test func cadaContextoGuardaSuPropioValor() {
        var valores = DependencyValues()
        valores.context = .test
        let enTest = valores.conTresValores
        valores.context = .preview
        let enVistaPrevia = valores.conTresValores

        #expect([enTest, enVistaPrevia] == ["prueba", "vista previa"])
    }
}

/// Two tests that each expect the first test identifier: whichever runs second would see the next one
/// if the trait let the cache of the other leak into it.
@Suite(
    .dependencias {
        $0.conTresValores = "de la suite"
        $0.soloConValorVivo = "de la suite"
    })
struct CacheEntreTestsTests {
    @Test func elPrimerTestEmpiezaLaCuentaDeCero() {
        #expect(Ficha().nuevoId() == primerIdDeTest)
    }

    @Test func elSegundoTestTambienEmpiezaLaCuentaDeCero() {
        #expect(Ficha().nuevoId() == primerIdDeTest)
    }

    @Test(.dependencias { $0.conTresValores = "del test" })
    func elTraitDelTestSeSumaAlDeLaSuiteYGana() {
        let lector = Lector()

        #expect(lector.tresValores == "del test")
        #expect(lector.soloVivo == "de la suite")
    }
}

private struct Lector {
    @Dependency(\.conTresValores) var tresValores
    @Dependency(\.soloConValorVivo) var soloVivo
}
