import CoreTestSupport
import Foundation
import Testing

/// Every `swift run marcador-demo …` line of README.md, run as the README says (in a data folder of
/// the test's own, at 0 ms a minute so no run waits on real time, with nothing on standard input):
/// each one exits 0. A line with `--servidor` is run against a server of the same API on this machine
/// (`ServidorDePruebas`, in place of the README's address), and must show what only a server that
/// answered produces: its requests received, the report published, no "No hay conexión". The
/// README's other commands (the tests, the checks, the lint, the surface build)
/// are what `.ci/run` runs.
@Suite(.timeLimit(.minutes(2))) struct ComandosDelReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The arguments of each `swift run marcador-demo` line inside the README's code blocks.
    static func comandos() throws -> [[String]] {
        var dentroDeUnBloque = false
        var comandos: [[String]] = []
        for linea in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if linea.hasPrefix("```") {
                dentroDeUnBloque.toggle()
                continue
            }
            guard dentroDeUnBloque, linea.hasPrefix("swift run marcador-demo") else { continue }
            let sinComentario = linea.split(separator: "#", maxSplits: 1).first ?? ""
            comandos.append(sinComentario.split(separator: " ").dropFirst(3).map(String.init))
        }
        return comandos
    }

    @Test func elReadmeEnseñaElRecorridoElModoInteractivoLaAyudaYElDirecto() throws {
        let comandos = try Self.comandos()

        #expect(comandos.contains([]))
        #expect(comandos.contains(["--interactivo"]))
        #expect(comandos.contains(["--help"]))
        #expect(comandos.contains { $0.first == "--en-vivo" })
    }

    @Test(arguments: try comandos())
    func cadaComandoDelReadmeTerminaBien(argumentos: [String]) async throws {
        let demo = try DemoEnUnaCarpeta()
        defer { demo.borrar() }
        let pausa = argumentos.contains("--ms-por-minuto") || argumentos == ["--help"] ? [] : ["--ms-por-minuto", "0"]
        let servidor = try ServidorDePruebas()
        defer { servidor.parar() }
        var argumentosLocales = argumentos
        if let opcion = argumentos.firstIndex(of: "--servidor") {
            argumentosLocales[opcion + 1] = servidor.url.absoluteString
        }

        let ejecucion = try await demo.ejecutar(argumentosLocales + ["--datos", demo.datos.path] + pausa)

        #expect(ejecucion.estado == 0, "marcador-demo \(argumentos.joined(separator: " ")): \(ejecucion.error)")
        #expect(ejecucion.error == "")
        if argumentos.contains("--servidor") {
            #expect(servidor.peticionesRecibidas >= 2, "the referees and the report went to the server")
            #expect(ejecucion.lineas.contains("  Crónica publicada con el n.º 101"))
            #expect(!ejecucion.lineas.contains("  No hay conexión"))
        }
    }
}
