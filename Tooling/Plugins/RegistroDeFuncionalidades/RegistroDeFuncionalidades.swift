import Foundation
import PackagePlugin

/// Registers every wiring file, `Funcionalidades/ContenedorDeLaApp+<Nombre>.swift` (declaring
/// `funcionalidadDe<Nombre>`): the features the App depends on in the manifest's order of
/// dependencies, then the App's own parts (its settings, the sample server's network) by name. No
/// list of features kept by hand.
@main
struct RegistroDeFuncionalidades: BuildToolPlugin {
    static let prefijo = "ContenedorDeLaApp+"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let partes = target.sourceFiles.map(\.url).filter {
            $0.deletingLastPathComponent().lastPathComponent == "Funcionalidades" && $0.lastPathComponent.hasPrefix(Self.prefijo)
        }
        let conParte = Set(partes.map { String($0.deletingPathExtension().lastPathComponent.dropFirst(Self.prefijo.count)) })
        let deLasDependencias = target.dependencies.compactMap { dependencia -> String? in
            guard case let .target(destino) = dependencia, conParte.contains(destino.name) else { return nil }
            return destino.name
        }
        let funcionalidades = deLasDependencias + conParte.subtracting(deLasDependencias).sorted()
        let salida = context.pluginWorkDirectoryURL.appending(path: "Funcionalidades+Registradas.swift")
        return [
            .buildCommand(
                displayName: "Registering the features of \(target.name)",
                executable: try context.tool(named: "GeneradorDelRegistro").url,
                arguments: [salida.path] + funcionalidades,
                inputFiles: partes,
                outputFiles: [salida]
            )
        ]
    }
}
