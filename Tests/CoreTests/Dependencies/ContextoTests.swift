import CoreTestSupport
import Foundation
import Testing

@testable import Core

@Suite(.dependencias)
struct ContextoTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MARCADOR_CONTEXTO"] == nil))
    func bajoSwiftTestElContextoEsTest() {
        #expect(DependencyContext.detectado == .test)
        #expect(DependencyValues().context == .test)
    }

    @Test(arguments: [("live", DependencyContext.live), ("preview", .preview), ("test", .test), ("TEST", .test)])
    func laVariableDeEntornoFuerzaElContexto(valor: String, esperado: DependencyContext) {
        let contexto = DependencyContext.detectar(
            variables: ["MARCADOR_CONTEXTO": valor],
            argumentos: ["/build/MarcadorPackageTests.xctest", "--testing-library", "swift-testing"]
        )

        #expect(contexto == esperado)
    }

    @Test func unValorDesconocidoSeInformaYSeIgnora() {
        var contexto: DependencyContext?
        withKnownIssue {
            contexto = DependencyContext.detectar(variables: ["MARCADOR_CONTEXTO": "produccion"], argumentos: ["/usr/bin/marcador-demo"])
        } matching: { problema in
            problema.comments.contains { $0.rawValue.contains("MARCADOR_CONTEXTO=produccion") }
        }

        #expect(contexto == .live)
    }

    @Test func swiftTestingSeReconocePorSuArgumento() {
        let contexto = DependencyContext.detectar(variables: [:], argumentos: ["/build/Programa", "--testing-library", "swift-testing"])

        #expect(contexto == .test)
    }

    @Test func unBinarioXCTestSeReconocePorSuNombre() {
        let contexto = DependencyContext.detectar(variables: [:], argumentos: ["/build/debug/MarcadorPackageTests.xctest"])

        #expect(contexto == .test)
    }

    @Test func unaVistaPreviaDeXcodeTieneElContextoPreview() {
        let contexto = DependencyContext.detectar(
            variables: ["XCODE_RUNNING_FOR_PREVIEWS": "1"], argumentos: ["/Users/ana/Library/Developer/Xcode/UserData/Previews/Marcador"])

        #expect(contexto == .preview)
    }

    @Test func laVariableDeEntornoGanaALaVistaPrevia() {
        let contexto = DependencyContext.detectar(
            variables: ["XCODE_RUNNING_FOR_PREVIEWS": "1", "MARCADOR_CONTEXTO": "live"], argumentos: ["/Previews/Marcador"])

        #expect(contexto == .live)
    }

    @Test func laVistaPreviaSoloCuentaConElValorUno() {
        let contexto = DependencyContext.detectar(variables: ["XCODE_RUNNING_FOR_PREVIEWS": "0"], argumentos: ["/usr/bin/marcador-demo"])

        #expect(contexto == .live)
    }

    @Test func sinSenalesDeTestElContextoEsLive() {
        let contexto = DependencyContext.detectar(variables: ["HOME": "/root"], argumentos: ["/usr/bin/marcador-demo", "--sin-red"])

        #expect(contexto == .live)
    }

    @Test(arguments: [(DependencyContext.live, "vivo"), (.preview, "vista previa"), (.test, "prueba")])
    func elContextoEligeElValorDeCadaClave(contexto: DependencyContext, esperado: String) {
        var valores = DependencyValues()
        valores.context = contexto

        #expect(valores.conTresValores == esperado)
    }

    @Test func laVistaPreviaUsaElValorVivoSiNoTieneElSuyo() {
        var valores = DependencyValues()
        valores.context = .preview

        #expect(valores.soloConValorVivo == "vivo")
    }

    @Test func sobrescribirElContextoDentroDeUnTestDaLosValoresVivos() {
        let leido = withDependencies {
            $0.context = .live
        } operation: {
            LectorDeTresValores().valor
        }

        #expect(leido == "vivo")
    }
}

private struct LectorDeTresValores {
    @Dependency(\.conTresValores) var valor
}
