import ArchitectureCheck
import Foundation

/// A generated monorepo: a model, a core and features that each use the previous feature's
/// Domain, every file realistic Swift (imports, comments, strings with interpolation, `#if`).
struct SyntheticMonorepo {
    let root: URL
    let package: DescribedPackage
    let policy: Policy
    let byteCount: Int

    static func generate(targets targetCount: Int, filesPerTarget: Int) throws -> SyntheticMonorepo {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("benchmark-architecture-\(UUID().uuidString)")
        var targets: [DescribedTarget] = []
        var kinds: [String: TargetKind] = ["Modelo": .model, "Base": .core]
        var arrows: [String: [String]] = [:]
        var bytes = 0
        let layers = ["Domain", "Data", "UI"]
        for index in 0..<targetCount {
            let name: String
            let dependencies: [String]
            let folders: [String]
            switch index {
            case 0: (name, dependencies, folders) = ("Modelo", [], ["Modelo"])
            case 1: (name, dependencies, folders) = ("Base", [], ["Storage", "Domain"])
            default:
                name = String(format: "Feature%04d", index)
                let previous = index > 2 ? [String(format: "Feature%04d", index - 1)] : []
                dependencies = ["Base", "Modelo"] + previous
                if !previous.isEmpty { arrows[name] = previous }
                kinds[name] = .feature
                folders = layers
            }
            let path = "Modules/\(name)"
            var sources: [String] = []
            for file in 0..<filesPerTarget {
                let folder = folders[file % folders.count]
                let source = "\(folder)/\(name)Tipo\(file).swift"
                let text = Self.file(target: name, folder: folder, number: file, dependencies: dependencies)
                let url = root.appendingPathComponent(path).appendingPathComponent(source)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let data = Data(text.utf8)
                try data.write(to: url)
                bytes += data.count
                sources.append(source)
            }
            targets.append(DescribedTarget(name: name, type: "library", path: path, sources: sources, dependencies: dependencies))
        }
        let policy = Policy(targets: kinds, featureArrows: arrows, core: CorePolicy(parts: ["Storage", "Domain"], restricted: ["Storage"]))
        return SyntheticMonorepo(
            root: root, package: DescribedPackage(name: "Synthetic", targets: targets), policy: policy, byteCount: bytes)
    }

    /// About 2.5 KB of Swift in the style of the real modules.
    static func file(target: String, folder: String, number: Int, dependencies: [String]) -> String {
        let type = "\(target)Tipo\(number)"
        let imports = (["Foundation"] + dependencies).map { "import \($0)" }.joined(separator: "\n")
        // A type of the same layer, three files on: every file also resolves names of its module.
        let related = "\(target)Tipo\((number + 3) % max(3, number + 1))"
        return """
            \(imports)
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// \(type): one concept of the \(folder) layer. /* nested /* comments */ too */
            public struct \(type): Sendable, Equatable {
                public var identificador: Int
                public var nombre: String
                public var minutos: [Int]
                let relacionado: \(related)?

                public init(identificador: Int, nombre: String, minutos: [Int] = []) {
                    self.identificador = identificador
                    self.nombre = nombre
                    self.minutos = minutos
                    self.relacionado = nil
                }

                public var descripcion: String {
                    "\\(nombre) (n.º \\(identificador)) con \\(minutos.count) minutos: \\(minutos.map { "\\($0)'" }.joined(separator: ", "))"
                }

                public func registrando(_ minuto: Int) throws(Error\(type)) -> \(type) {
                    guard (0...120).contains(minuto) else { throw .minutoFueraDeRango(minuto) }
                    var copia = self
                    copia.minutos.append(minuto)
                    return copia
                }
            }

            public enum Error\(type): Error, Equatable {
                case minutoFueraDeRango(Int)
                case sinNombre

                public var mensaje: String {
                    switch self {
                    case .minutoFueraDeRango(let minuto): "El minuto \\(minuto) no está entre 0 y 120"
                    case .sinNombre: "El nombre no puede estar vacío"
                    }
                }
            }

            public protocol \(type)Repositorio: Sendable {
                func todos() async throws -> [\(type)]
                func guardar(_ valor: \(type)) async throws
            }

            extension \(type) {
                static let ejemplo = \(type)(identificador: \(number), nombre: #"Ejemplo "\(number)""#, minutos: [12, 55, 80])

                func resumen<Formato: CustomStringConvertible>(con formato: Formato) -> String {
                    let texto = \"\"\"
                        \\(nombre)
                        \\(formato)
                        \"\"\"
                    return texto.trimmingCharacters(in: .whitespaces)
                }
            }

            """
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
