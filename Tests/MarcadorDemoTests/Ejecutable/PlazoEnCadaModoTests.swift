import CoreTestSupport
import Foundation
import Testing

/// Every mode of the demo that asks the server, against one that never lets a request in
/// (`ServidorQueNoAcepta`): the mode ends on its own, each request given up at its deadline (a fifth of
/// a second, written as a person may, with a decimal comma) with the app's message, and the saved
/// referees byte for byte as they were. The deadline is real time whatever the match clock does (the
/// tour steps its own).
@Suite(.timeLimit(.minutes(2))) struct PlazoEnCadaModoTests {
    /// A mode and the lines typed into it (the console's), or none.
    static let modos: [(argumentos: [String], entrada: String?, publica: Bool)] = [
        ([], nil, true),
        (["--pantalla", "arbitros"], nil, false),
        (["--pantalla", "cronica"], nil, true),
        (["--interactivo"], "arbitros\nrefrescar\npartido 1\navanzar 90\ncronica 1\npublicar\nsalir\n", true),
    ]

    @Test(arguments: modos.indices) func cadaModoAcabaEnSuPlazoSinPerderNada(_ modo: Int) async throws {
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        _ = try await demo.ejecutar(demo.opciones + ["--pantalla", "arbitros", "--servidor", servidor.url.absoluteString])
        let guardados = try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json"))
        let callado = try ServidorQueNoAcepta()
        defer { callado.parar() }
        let (argumentos, entrada, publica) = Self.modos[modo]

        let ejecucion = try await demo.ejecutar(
            demo.opciones + argumentos + ["--segundos-de-red", "0,2", "--servidor", callado.url.absoluteString], entrada: entrada)

        #expect(ejecucion.estado == 0, "\(ejecucion.error)")
        #expect(ejecucion.salida.contains("El servidor tardó demasiado en responder"), "\(ejecucion.salida)")
        #expect(ejecucion.salida.contains("No se pudo publicar la crónica") == publica, "\(ejecucion.salida)")
        #expect(try Data(contentsOf: demo.datos.appendingPathComponent("arbitros.json")) == guardados)
        // Each mode makes at most three requests, given up at 0,2 s each: a run that waited on the
        // server would run into the demo's 30 s watchdog.
        #expect(ejecucion.duracion < .seconds(6), "\(ejecucion.duracion)")
    }
}
