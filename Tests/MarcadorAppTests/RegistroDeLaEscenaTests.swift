import Core
import CoreTestSupport
import MarcadorApp
import Testing

/// The root logs each change of the scene's phase.
@Suite struct RegistroDeLaEscenaTests {
    /// The phases of a scene, as SwiftUI's `ScenePhase` prints them.
    private enum Fase {
        case active, inactive, background
    }

    @Test func cadaCambioDeFaseEsUnaLinea() {
        #expect(RegistroDeLaEscena.linea(de: Fase.active, a: Fase.inactive) == "scenePhase: active -> inactive")
        #expect(RegistroDeLaEscena.linea(de: Fase.inactive, a: Fase.background) == "scenePhase: inactive -> background")
    }

    @Test func laLineaVaAlRegistroDeLaApp() {
        let registro = RegistroEspia()

        RegistroDeLaEscena.anotar(de: Fase.background, a: Fase.active)

        #expect(registro.contiene("scenePhase: background -> active"))
    }
}
