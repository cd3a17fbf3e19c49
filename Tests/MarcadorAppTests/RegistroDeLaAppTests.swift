import Arbitros
import Core
import CoreTestSupport
import Foundation
import MarcadorApp
import Presentacion
import Testing

/// Where the list of registrations comes from and what is in it: every wiring file's, the features in
/// the manifest's order and then the App's own parts, each built whole and checked once by the boot.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct RegistroDeLaAppTests {
    private func arrancar(servidor: URL? = nil, sinRed: Bool = false) throws -> ArranqueDeLaApp {
        try ArranqueDeLaApp.arrancar(
            configuracion: Configuracion(sinRed: sinRed), carpeta: nil, ajustes: .carpeta, servidor: servidor,
            notificador: NotificadorEspia())
    }

    @Test func lasFuncionalidadesSonLasDeCadaCableadoEnElOrdenDelManifiestoYLuegoLasDeLaApp() throws {
        let app = try arrancar()
        let features = try Self.idsDeLasFeaturesDelManifiesto()

        #expect(app.funcionalidades.ids == features + ["ajustes", "red"])
        #expect(Array(app.funcionalidades.ids.prefix(5)) == ["partidos", "marcador", "arbitros", "cronica", "equipos"])
    }

    /// The ids of the features `Package.swift` lists (`feature("Equipos", …)` is `equipos`), in its
    /// order: read from the manifest, so a team that adds a feature edits no test of the App's.
    static func idsDeLasFeaturesDelManifiesto() throws -> [String] {
        let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifiesto = try String(contentsOf: raiz.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifiesto.matches(of: /\nfeature\(\s*"(\w+)"/).map { $0.1.lowercased() }
    }

    @Test func losAjustesGuardanSuArchivoComoCualquierFuncionalidad() throws {
        let app = try arrancar()

        let ajustes = try #require(app.funcionalidades.funcionalidad("ajustes"))
        #expect(ajustes.archivos.count == 1)
        #expect(ajustes.archivos.first === app.contenedor.ajustes)
    }

    @Test func laRedDelServicioDeEjemploSeCortaSoloSiHayRedQueCortar() throws {
        let conRed = try arrancar()
        let sinRed = try arrancar(sinRed: true)
        let conServidor = try arrancar(servidor: URL(string: "http://127.0.0.1:9")!)

        #expect(conRed.funcionalidades.comando("red") != nil)
        #expect(sinRed.funcionalidades.comando("red") == nil)
        #expect(conServidor.funcionalidades.comando("red") == nil)
    }

    @Test func elServicioDeEjemploContestaLasRutasQueRegistraCadaFuncionalidad() async throws {
        let app = try arrancar()
        let pantalla = app.contenedor.arbitrosViewModel()

        #expect(await pantalla.refrescar())
        guard case let .exito(exito) = pantalla.uiState else {
            Issue.record("Sin árbitros: \(pantalla.uiState)")
            return
        }
        #expect(exito.arbitros.count == 10)
    }
}
