import Core
import CoreTestSupport
import Foundation
import Testing

@Suite(.dependencias)
struct ValorDeTestAusenteTests {
    @Test func leerEnUnTestUnaClaveSinValorDeTestEsUnProblemaDelTest() {
        var leido: String?
        withKnownIssue {
            leido = LectorSoloVivo().valor
        } matching: { problema in
            problema.comments.contains { $0.rawValue.contains("ClaveSoloConValorVivo has no test value") }
        }

        #expect(leido == "vivo")
    }

    @Test func laFechaSinSobrescribirEsUnProblemaDelTest() {
        withKnownIssue {
            _ = LectorDeFecha().ahora
        } matching: { problema in
            problema.comments.contains { $0.rawValue.contains("has no test value") }
        }
    }

    @Test func unaClaveSobrescritaNoEsUnProblema() {
        let leido = withDependencies {
            $0.soloConValorVivo = "elegido por el test"
        } operation: {
            LectorSoloVivo().valor
        }

        #expect(leido == "elegido por el test")
    }
}

private struct LectorSoloVivo {
    @Dependency(\.soloConValorVivo) var valor
}

private struct LectorDeFecha {
    @Dependency(\.date.now) var ahora
}
