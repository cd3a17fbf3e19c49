import Foundation
import Testing

@testable import ArchitectureCheck

/// `check-architecture api` on this repository's build (`swift test` builds first): a contract that
/// no longer holds fails naming the teams that import the module. That every module keeps its
/// contract is CI's gate ("public APIs against API.txt" in .ci/gates), on the same build.
@Suite("This repository's public APIs")
struct RepositoryContractsTests {
    static let root = RepositoryArchitectureTests.root
    static let modules = root.appendingPathComponent(".build/debug/Modules")
    static let built = FileManager.default.fileExists(atPath: modules.appendingPathComponent("Partidos.swiftmodule").path)
    /// The contracts record the API of the Linux build: on Apple platforms the SwiftUI views are
    /// public too, and the check there is the Linux job's.
    static let linux: Bool = {
        #if os(Linux)
            true
        #else
            false
        #endif
    }()

    /// A copy of two contracts where Partidos' records a method its build no longer has (a removal)
    /// and Torneo's lacks one its build has (an addition). The other modules have no contract in the
    /// copy: each is still read, and listed as having none yet, which is a note, not a failure.
    @Test(.enabled(if: built, "needs the debug build's modules"), .enabled(if: linux, "the contracts are the Linux build's API"))
    func unMetodoQuitadoDePartidosFallaYNombraALosEquiposQueLoImportan() async throws {
        let copia = scratchFolder("contracts")
        defer { try? FileManager.default.removeItem(at: copia) }
        let json = try await ThisRepository.describeJSON()
        for archivo in ["Modules/Partidos/API.txt", "Modules/Torneo/API.txt", "Tooling/architecture-policy.json", ".github/CODEOWNERS"] {
            try Self.copiar(archivo, a: copia)
        }
        try json.write(to: copia.appendingPathComponent("describe.json"))
        let partidos = copia.appendingPathComponent("Modules/Partidos/API.txt")
        try (String(contentsOf: partidos, encoding: .utf8) + "PartidosRepositorio.borrarTodo() | func borrarTodo() [requirement]\n")
            .write(to: partidos, atomically: true, encoding: .utf8)
        let torneo = copia.appendingPathComponent("Modules/Torneo/API.txt")
        let lineas = try String(contentsOf: torneo, encoding: .utf8).components(separatedBy: "\n")
        let quitada = try #require(lineas.first { $0.hasPrefix("Torneo.equipo(llamado:) | ") })
        try lineas.filter { $0 != quitada }.joined(separator: "\n").write(to: torneo, atomically: true, encoding: .utf8)

        let salida = CapturedOutput()
        let resumen = copia.appendingPathComponent("summary.md")
        let estado = try await onItsOwnThread {
            try APICommand.run(
                [
                    "--no-build", "--root", copia.path, "--describe", copia.appendingPathComponent("describe.json").path,
                    "--modules", Self.modules.path, "--summary", resumen.path,
                ], environment: ProcessInfo.processInfo.environment, output: salida.output)
        }
        #expect(estado == 1)
        let texto = salida.standard
        #expect(texto.contains("  error: removed: PartidosRepositorio.borrarTodo() | func borrarTodo() [requirement]\n"))
        for importa in [
            "Marcador (@marcador/directo)", "Cronica (@marcador/cronica)", "Equipos (@marcador/equipos)", "MarcadorApp (@marcador/app)",
        ] {
            #expect(texto.contains(importa), "\(importa) is not named in:\n\(texto)")
        }
        #expect(texto.contains("CODEOWNERS then asks @marcador/partidos to approve"))
        #expect(texto.contains("  note: added: \(quitada)\n"))
        #expect(texto.contains("check-architecture api: Core differs from Modules/Core/API.txt (there is none yet):\n"))
        #expect(texto.hasSuffix("check-architecture api: 1 breaking change not recorded in the modules' API.txt\n"))
        let markdown = try String(contentsOf: resumen, encoding: .utf8)
        #expect(markdown.contains("### Partidos: breaking\n"))
        #expect(markdown.contains("### Torneo: additive\n"))
    }

    private static func copiar(_ ruta: String, a copia: URL) throws {
        let destino = copia.appendingPathComponent(ruta)
        try FileManager.default.createDirectory(at: destino.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent(ruta), to: destino)
    }
}
