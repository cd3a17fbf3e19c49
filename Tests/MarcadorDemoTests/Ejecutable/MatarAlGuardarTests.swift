import Foundation
import Testing

/// A console killed with SIGKILL while it saves, as `kill -9` or a crash would end it: every signing
/// it acknowledged (its roster was printed) is in the file the next run loads, the file loads without
/// being set aside, and the killed save leaves no temporary file behind after that load.
@Suite(.timeLimit(.minutes(2))) struct MatarAlGuardarTests {
    /// Distinct names of one length, so that none is a prefix of another.
    static let nombres: [String] = {
        let letras = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<60).map { (indice: Int) -> String in "Fichaje\(letras[indice / 26])\(letras[indice % 26])" }
    }()

    @Test func loQueSeConfirmoSigueTrasMatarloMientrasGuarda() async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let consola = try ConsolaEnMarcha(en: demo, opciones: demo.opciones)
        // Every signing is a save: the console is saving continuously when it is killed.
        for nombre in Self.nombres { consola.escribir("fichar Toros \(nombre)") }
        #expect(await consola.esperar(Self.nombres[20]), "\(consola.salida)")
        consola.matar()
        let confirmados = Self.nombres.filter { consola.salida.contains($0) }

        let carga = try await demo.ejecutar(demo.opciones + ["--pantalla", "equipos"])

        #expect(carga.estado == 0, "\(carga.error)")
        #expect(confirmados.count >= 21)
        let guardado = try String(contentsOf: demo.datos.appendingPathComponent("torneo.json"), encoding: .utf8)
        #expect(confirmados.filter { !guardado.contains("\"\($0)\"") } == [])
        let enLaCarpeta = try FileManager.default.contentsOfDirectory(atPath: demo.datos.path)
        #expect(enLaCarpeta.filter { $0.contains("guardando") || $0.contains("unreadable") } == [])
    }
}
