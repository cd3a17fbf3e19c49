import Foundation
import Testing

/// Every `swift run marcador-demo …` line of README.md, run as the README says (in a data folder of
/// the test's own, at 0 ms a minute so no run waits on real time, with nothing on standard input):
/// each one exits 0. The README's other commands (the tests, the checks, the lint, the surface build)
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

        let ejecucion = try await demo.ejecutar(argumentos + ["--datos", demo.datos.path] + pausa)

        #expect(ejecucion.estado == 0, "marcador-demo \(argumentos.joined(separator: " ")): \(ejecucion.error)")
        #expect(ejecucion.error == "")
    }
}
