import Foundation
import Testing

@testable import ArchitectureCheck

/// What `new-feature` writes has the shape the real features have: the same layers, the same kinds
/// of file, the same way of registering, storing and being tested. A freshly planned scaffold
/// (nothing is written) is compared with Clasificacion, the sixth feature, written by its team from
/// the scaffold and CONTRIBUTING.md alone.
@Suite("new-feature's output against a real feature", .timeLimit(.minutes(2)))
struct LaPlantillaTieneLaFormaDeUnaFeatureRealTests {
    /// A feature's files, by path from the repository's root.
    typealias Archivos = [String: String]

    /// The shape of feature `nombre`: each rule of CONTRIBUTING.md that a file tree can show.
    struct Forma: Equatable, CustomStringConvertible {
        /// Domain and UI always; Data only when the feature keeps something of its own.
        var capasObligatorias: Set<String> = []
        /// `<N>UiState`, `<N>ViewModel`, `TextoDe<N>`, `<N>View`, `FuncionalidadDe<N>`.
        var clasesDeUI: Set<String> = []
        /// A struct in Domain called like a function.
        var casoDeUso = false
        /// `ErrorDe<N>` in Domain exactly when a use case or protocol can refuse (`Result`, `throws(`).
        var unErrorSiRechaza = false
        /// Every Domain protocol has its `…DeMuestra` stand-in in Domain.
        var unDoblePorProtocolo = false
        /// The screen state is the enum cargando / error(String) / exito(Exito) with `ultimoAviso`.
        var estadoComoEnum = false
        /// The ViewModel is a `@MainActor @Observable final class` with one public `uiState`.
        var viewModelObservable = false
        /// The SwiftUI view under `#if canImport(SwiftUI)`, with previews.
        var vistaConPreviews = false
        /// `Funcionalidad.<id>(…)` in UI, and the wiring file declaring `funcionalidadDe<N>`.
        var seRegistra = false
        /// Data, when there is one, stores through `ArchivoVersionado`.
        var guardaPorArchivoVersionado = false
        /// `Tests/<N>Tests` has a folder per layer of the module, no other.
        var pruebasPorCapa = false

        var description: String { String(reflecting: self) }
    }

    static func forma(de nombre: String, en archivos: Archivos) -> Forma {
        let modulo = "Modules/\(nombre)/"
        func capa(_ carpeta: String) -> [(nombre: String, texto: String)] {
            archivos.filter { $0.key.hasPrefix(modulo + carpeta + "/") && $0.key.hasSuffix(".swift") }
                .map { (String($0.key.split(separator: "/").last!.dropLast(".swift".count)), $0.value) }
        }
        func carpetas(bajo raiz: String) -> Set<String> {
            Set(
                archivos.keys.filter { $0.hasPrefix(raiz) }.compactMap {
                    $0.dropFirst(raiz.count).split(separator: "/").first.map(String.init)
                }
            )
            .filter { ["Domain", "Data", "UI"].contains($0) }
        }
        let dominio = capa("Domain")
        let datos = capa("Data")
        let ui = capa("UI")
        var forma = Forma()
        let capas = carpetas(bajo: modulo)
        forma.capasObligatorias = capas.subtracting(["Data"])

        let clases = ["\(nombre)UiState", "\(nombre)ViewModel", "TextoDe\(nombre)", "\(nombre)View", "FuncionalidadDe\(nombre)"]
        forma.clasesDeUI = Set(clases.filter { clase in ui.contains { $0.nombre == clase } })

        forma.casoDeUso = dominio.contains { $0.texto.contains("public struct \($0.nombre)") && $0.texto.contains("func callAsFunction(") }
        let rechaza = (dominio + datos).contains { $0.texto.contains("Result<") || $0.texto.contains("throws(") }
        forma.unErrorSiRechaza = rechaza == dominio.contains { $0.nombre == "ErrorDe\(nombre)" }

        let protocolos = dominio.flatMap { $0.texto.matches(of: /public protocol (\w+)/).map { String($0.1) } }
        forma.unDoblePorProtocolo = protocolos.allSatisfy { protocolo in
            dominio.contains { $0.nombre.hasSuffix("DeMuestra") && $0.texto.contains(": \(protocolo)") }
        }

        let estado = ui.first { $0.nombre == "\(nombre)UiState" }?.texto ?? ""
        forma.estadoComoEnum =
            estado.contains("public enum \(nombre)UiState") && estado.contains("case cargando")
            && estado.contains("case error(String)") && estado.contains("case exito(Exito)")
            && estado.contains("public let ultimoAviso: String")

        let viewModel = ui.first { $0.nombre == "\(nombre)ViewModel" }?.texto ?? ""
        forma.viewModelObservable =
            viewModel.contains("@MainActor\n@Observable\npublic final class \(nombre)ViewModel")
            && viewModel.contains("public var uiState: \(nombre)UiState {")

        let vista = ui.first { $0.nombre == "\(nombre)View" }?.texto ?? ""
        forma.vistaConPreviews = vista.hasPrefix("#if canImport(SwiftUI)") && vista.contains("#Preview(")

        let id = nombre.prefix(1).lowercased() + nombre.dropFirst()
        let registro = ui.first { $0.nombre == "FuncionalidadDe\(nombre)" }?.texto ?? ""
        let cableado = archivos.first { $0.key.hasSuffix("/Funcionalidades/ContenedorDeLaApp+\(nombre).swift") }?.value ?? ""
        forma.seRegistra =
            registro.contains("extension Funcionalidad {") && registro.contains("public static func \(id)(")
            && cableado.contains("var funcionalidadDe\(nombre): Funcionalidad {") && cableado.contains(".\(id)(")

        forma.guardaPorArchivoVersionado = datos.isEmpty || datos.contains { $0.texto.contains("ArchivoVersionado") }
        forma.pruebasPorCapa = carpetas(bajo: "Tests/\(nombre)Tests/") == capas
        return forma
    }

    /// Every rule holds.
    static let laDeUnaFeature = Forma(
        capasObligatorias: ["Domain", "UI"],
        clasesDeUI: ["NUiState", "NViewModel", "TextoDeN", "NView", "FuncionalidadDeN"], casoDeUso: true, unErrorSiRechaza: true,
        unDoblePorProtocolo: true, estadoComoEnum: true, viewModelObservable: true, vistaConPreviews: true, seRegistra: true,
        guardaPorArchivoVersionado: true, pruebasPorCapa: true)

    static func esperada(para nombre: String) -> Forma {
        var forma = laDeUnaFeature
        forma.clasesDeUI = Set(forma.clasesDeUI.map { $0.replacing("N", with: nombre, maxReplacements: 1) })
        return forma
    }

    /// The files of Clasificacion as they are in this repository: its module, its tests, its wiring.
    static func clasificacion() throws -> Archivos {
        let raiz = RepositoryArchitectureTests.root
        var archivos: Archivos = [:]
        for carpeta in ["Modules/Clasificacion", "Tests/ClasificacionTests"] {
            for ruta in FileManager.default.subpaths(atPath: raiz.appendingPathComponent(carpeta).path) ?? [] where ruta.hasSuffix(".swift")
            {
                archivos["\(carpeta)/\(ruta)"] = try String(contentsOf: raiz.appendingPathComponent("\(carpeta)/\(ruta)"), encoding: .utf8)
            }
        }
        let cableado = "Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Clasificacion.swift"
        archivos[cableado] = try String(contentsOf: raiz.appendingPathComponent(cableado), encoding: .utf8)
        return archivos
    }

    @Test func laPlantillaYClasificacionTienenLaMismaForma() async throws {
        // Planned on this repository, written nowhere: what `new-feature Estadios` would create.
        let descrito = try await ThisRepository.package()
        let plan = try await onItsOwnThread {
            try NewFeatureCommand.Plan(
                name: "Estadios", owner: "@marcador/estadios", uses: ["Partidos"], root: RepositoryArchitectureTests.root,
                described: descrito)
        }
        let plantilla = Dictionary(plan.created.map { ($0.path, $0.text) }, uniquingKeysWith: { $1 })

        let deLaPlantilla = Self.forma(de: "Estadios", en: plantilla)
        let deClasificacion = Self.forma(de: "Clasificacion", en: try Self.clasificacion())

        #expect(deLaPlantilla == Self.esperada(para: "Estadios"))
        #expect(deClasificacion == Self.esperada(para: "Clasificacion"))
    }

    @Test func unaFeatureQueSeApartaDeLaFormaSeVe() throws {
        var archivos = try Self.clasificacion()
        archivos["Modules/Clasificacion/UI/ClasificacionUiState.swift"] = "public struct ClasificacionUiState {}"
        archivos["Tests/ClasificacionTests/Helpers/Algo.swift"] = ""
        archivos.removeValue(forKey: "Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Clasificacion.swift")

        let forma = Self.forma(de: "Clasificacion", en: archivos)

        #expect(!forma.estadoComoEnum)
        #expect(!forma.seRegistra)
        #expect(forma.pruebasPorCapa)  // a helper folder is no layer
        #expect(forma != Self.esperada(para: "Clasificacion"))
    }
}
