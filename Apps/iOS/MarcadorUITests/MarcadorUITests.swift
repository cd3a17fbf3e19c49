import Foundation
import XCTest

/// The app on an iPhone simulator, used as a person uses it: each test starts it with its data
/// reset (`-reiniciarDatos YES`) and a match minute of 100 ms, so a match lasts nine seconds. The
/// referees and the crónica reach the real server, as the app does. Each test keeps a screenshot
/// of the screen it checks (`xcodebuild -resultBundlePath` collects them).
@MainActor
final class MarcadorUITests: XCTestCase {
    override func setUp() async throws {
        continueAfterFailure = false
    }

    func testElMinutoDelPartidoUnoAvanza() {
        let app = arrancar()
        abrirElPartidoUno(app)
        let minuto = { self.texto(que: "minuto", en: app)?.label }
        XCTAssertTrue(esperar(hasta: 10) { minuto() != nil }, "no minute on match 1's screen")
        let antes = minuto()
        XCTAssertTrue(esperar(hasta: 10) { minuto() != antes }, "the minute stayed at \(antes ?? "nothing")")
        guardarCaptura("partido", app)
    }

    func testUnGolALaManoCambiaElMarcador() {
        let app = arrancar()
        abrirElPartidoUno(app)
        XCTAssertTrue(esperar(hasta: 10) { boton(que: "Gol de ", en: app) != nil }, "no button to register a goal")
        let resultado = { self.texto(en: app) { $0.wholeMatch(of: /[0-9]+-[0-9]+/) != nil }?.label }
        let antes = resultado()
        boton(que: "Gol de ", en: app)?.tap()
        XCTAssertTrue(esperar(hasta: 5) { resultado() != antes }, "the score stayed at \(antes ?? "nothing")")
        guardarCaptura("gol", app)
    }

    func testLaBarraDelPartidoEnJuegoSigueEnOtraPestana() {
        let app = arrancar()
        abrirElPartidoUno(app)
        app.tabBars.buttons["Equipos"].tap()
        XCTAssertTrue(esperar(hasta: 10) { texto(que: "minuto", en: app) != nil }, "no bar of the match in play under Equipos")
        guardarCaptura("barra", app)
    }

    func testLosArbitrosLlegan() {
        let app = arrancar()
        app.tabBars.buttons["Árbitros"].tap()
        XCTAssertTrue(esperar(hasta: 20) { texto(que: "Leanne Graham", en: app) != nil }, "no referees")
        guardarCaptura("arbitros", app)
    }

    func testLaCronicaSePublicaTrasElPitido() {
        let app = arrancar()
        abrirElPartidoUno(app)
        XCTAssertTrue(esperar(hasta: 30) { texto(que: "Final", en: app) != nil }, "match 1 did not end")
        app.navigationBars.buttons.element(boundBy: 0).tap()
        app.cells.element(boundBy: 0).swipeLeft()
        app.buttons["Crónica"].tap()
        let publicar = app.buttons["Publicar"]
        XCTAssertTrue(publicar.waitForExistence(timeout: 10))
        publicar.tap()
        XCTAssertTrue(esperar(hasta: 20) { texto(que: "Crónica publicada", en: app) != nil }, "the crónica was not published")
        guardarCaptura("cronica", app)
    }

    // MARK: - Steps

    private func arrancar() -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["-reiniciarDatos", "YES", "--ms-por-minuto", "100"]
        app.launch()
        return app
    }

    /// The first row of the match list, tapped on its number, which is inside the link.
    private func abrirElPartidoUno(_ app: XCUIApplication) {
        app.tabBars.buttons["Partidos"].tap()
        let fila = app.cells.element(boundBy: 0)
        XCTAssertTrue(fila.waitForExistence(timeout: 10))
        fila.staticTexts.element(boundBy: 0).tap()
    }

    private func texto(que contiene: String, en app: XCUIApplication) -> XCUIElement? {
        texto(en: app) { $0.contains(contiene) }
    }

    private func texto(en app: XCUIApplication, donde cumple: (String) -> Bool) -> XCUIElement? {
        app.staticTexts.allElementsBoundByIndex.first { cumple($0.label) }
    }

    private func boton(que empieza: String, en app: XCUIApplication) -> XCUIElement? {
        app.buttons.allElementsBoundByIndex.first { $0.label.hasPrefix(empieza) }
    }

    /// Polls `condicion` on the run loop until it holds or `segundos` pass.
    private func esperar(hasta segundos: TimeInterval, _ condicion: () -> Bool) -> Bool {
        let limite = Date(timeIntervalSinceNow: segundos)
        while Date() < limite {
            if condicion() { return true }
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.2))
        }
        return condicion()
    }

    private func guardarCaptura(_ nombre: String, _ app: XCUIApplication) {
        let captura = XCTAttachment(screenshot: app.screenshot())
        captura.name = nombre
        captura.lifetime = .keepAlways
        add(captura)
    }
}
