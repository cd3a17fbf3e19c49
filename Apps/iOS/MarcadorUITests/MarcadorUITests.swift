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
        let minuto = texto(que: "minuto", en: app)
        XCTAssertTrue(minuto.waitForExistence(timeout: 10))
        let antes = minuto.label
        XCTAssertTrue(esperar(hasta: 10) { minuto.label != antes }, "the minute stayed at \(antes)")
        guardarCaptura("partido", app)
    }

    func testUnGolALaManoCambiaElMarcador() {
        let app = arrancar()
        abrirElPartidoUno(app)
        let gol = app.buttons.matching(NSPredicate(format: "label BEGINSWITH %@", "Gol de ")).firstMatch
        XCTAssertTrue(gol.waitForExistence(timeout: 10))
        let resultado = app.staticTexts.matching(NSPredicate(format: "label MATCHES %@", "[0-9]+-[0-9]+")).firstMatch
        XCTAssertTrue(resultado.waitForExistence(timeout: 5))
        let antes = resultado.label
        gol.tap()
        XCTAssertTrue(esperar(hasta: 5) { resultado.label != antes }, "the score stayed at \(antes)")
        guardarCaptura("gol", app)
    }

    func testLaBarraDelPartidoEnJuegoSigueEnOtraPestana() {
        let app = arrancar()
        abrirElPartidoUno(app)
        app.tabBars.buttons["Equipos"].tap()
        XCTAssertTrue(texto(que: "minuto", en: app).waitForExistence(timeout: 10), "no bar of the match in play under Equipos")
        guardarCaptura("barra", app)
    }

    func testLosArbitrosLlegan() {
        let app = arrancar()
        app.tabBars.buttons["Árbitros"].tap()
        XCTAssertTrue(texto(que: "Leanne Graham", en: app).waitForExistence(timeout: 20))
        guardarCaptura("arbitros", app)
    }

    func testLaCronicaSePublicaTrasElPitido() {
        let app = arrancar()
        abrirElPartidoUno(app)
        XCTAssertTrue(texto(que: "Final", en: app).waitForExistence(timeout: 30), "match 1 did not end")
        app.navigationBars.buttons.element(boundBy: 0).tap()
        app.cells.element(boundBy: 0).swipeLeft()
        app.buttons["Crónica"].tap()
        let publicar = app.buttons["Publicar"]
        XCTAssertTrue(publicar.waitForExistence(timeout: 10))
        publicar.tap()
        XCTAssertTrue(texto(que: "Crónica publicada", en: app).waitForExistence(timeout: 20))
        guardarCaptura("cronica", app)
    }

    // MARK: - Steps

    private func arrancar() -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["-reiniciarDatos", "YES", "--ms-por-minuto", "100"]
        app.launch()
        return app
    }

    /// The first row of the match list, tapped on its left, where the link is.
    private func abrirElPartidoUno(_ app: XCUIApplication) {
        app.tabBars.buttons["Partidos"].tap()
        let fila = app.cells.element(boundBy: 0)
        XCTAssertTrue(fila.waitForExistence(timeout: 10))
        fila.coordinate(withNormalizedOffset: CGVector(dx: 0.2, dy: 0.5)).tap()
    }

    private func texto(que contiene: String, en app: XCUIApplication) -> XCUIElement {
        app.staticTexts.matching(NSPredicate(format: "label CONTAINS %@", contiene)).firstMatch
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
