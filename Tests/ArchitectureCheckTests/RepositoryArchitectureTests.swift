import Foundation
import Testing

@testable import ArchitectureCheck

/// The checker on this repository and on the index of the build that came before the tests (`swift
/// test` builds first): `swift test` fails when the code breaks the architecture or the generated docs
/// (module graph, module neighbourhoods, CODEOWNERS) are stale. The tests never build: a nested build
/// of this package would wait for the lock of the build running them.
@Suite("This repository")
struct RepositoryArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let store = root.appendingPathComponent(".build/debug/index/store").path
    static let library = IndexStoreReader.libraryNextToSwift()

    @Test(.enabled(if: library != nil && FileManager.default.fileExists(atPath: store), "needs a debug build's index and libIndexStore"))
    func elRepositorioCumpleLaArquitectura() async throws {
        let package = try await ThisRepository.package()
        let policy = try Policy.load(from: Self.root.appendingPathComponent("Tooling/architecture-policy.json")).withKinds(of: package)
        let checker = ArchitectureChecker(policy: policy, package: package, root: Self.root)
        let index = try IndexStoreReader.read(store: Self.store, library: try #require(Self.library))

        #expect(checker.staleSource(in: index).map { "\($0.path) \($0.problem)" } == nil)
        let errors = try checker.check(index).errors.map { "\($0.location): [\($0.rule.rawValue)] \($0.message)" }
        #expect(errors == [])
        // Resolved across modules: the app's use of the referee repository points at its definition.
        let contenedor = try #require(
            index.first { $0.path.hasSuffix("Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Arbitros.swift") })
        let usos = contenedor.occurrences.filter { $0.name == "RepositorioDeArbitros" && $0.isWrittenReference }
        let definicion = index.first { file in file.occurrences.contains { $0.usr == usos.first?.usr && $0.isDefinition } }
        #expect(definicion?.path.hasSuffix("Modules/Arbitros/Data/RepositorioDeArbitros.swift") == true)
        #expect(contenedor.imports.contains("Arbitros"))
        // How a feature presents itself is a kit the features' UI imports, never their Domain or Data.
        #expect(policy.kind(of: "Presentacion") == .kit)
    }

    /// The checker's article has a table of rules written by hand: it must name every rule the
    /// checker has, and no other.
    @Test func laTablaDeReglasDelArticuloNombraCadaRegla() throws {
        let articulo = try String(
            contentsOf: Self.root.appendingPathComponent("Tooling/CheckArchitecture/CheckArchitecture.docc/CheckArchitecture.md"),
            encoding: .utf8)
        let rows = articulo.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.hasSuffix("|") }
        let firstCells = rows.compactMap { $0.split(separator: "|").first }
        let named = firstCells.flatMap { cell in
            cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(Set(named) == Set(Rule.allCases.map(\.rawValue)))
    }

    /// Each excerpt of the contributor guide (a Swift block after `<!-- excerpt: PATH -->`) reads so
    /// in PATH: its lines in order, contiguous except where a line `…` skips some.
    @Test func cadaExtractoDeLaGuiaEstaAsiEnSuArchivo() throws {
        let guia = try String(contentsOf: Self.root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let bloques = guia.components(separatedBy: "<!-- excerpt: ").dropFirst()
        #expect(bloques.count >= 5)
        for bloque in bloques {
            let ruta = String(bloque.prefix { $0 != " " })
            let codigo = bloque.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first ?? ""
            let archivo = try String(contentsOf: Self.root.appendingPathComponent(ruta), encoding: .utf8).components(separatedBy: "\n")
            var desde = 0
            for tramo in codigo.components(separatedBy: "\n…\n") {
                let lineas = tramo.components(separatedBy: "\n")
                let encontrado = (desde...max(desde, archivo.count - lineas.count)).first { inicio in
                    inicio + lineas.count <= archivo.count && Array(archivo[inicio..<inicio + lineas.count]) == lineas
                }
                #expect(encontrado != nil, "CONTRIBUTING.md quotes \(ruta) as \(lineas.first ?? ""), which it no longer reads")
                desde = (encontrado ?? desde) + lineas.count
            }
        }
    }

    /// The architecture document's sample finding cites the line where the type it names is declared.
    @Test func laLineaQueCitaElEjemploDelChequeoEsLaDeSuDeclaracion() throws {
        let documento = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let cita = try #require(documento.firstMatch(of: /uses (\w+), declared in \S+ \((\S+\.swift):(\d+)\)/))
        let lineas = try String(contentsOf: Self.root.appendingPathComponent(String(cita.2)), encoding: .utf8).components(separatedBy: "\n")
        let linea = try #require(Int(cita.3))
        #expect(lineas[linea - 1].contains("class \(cita.1)") || lineas[linea - 1].contains("struct \(cita.1)"))
    }
}
