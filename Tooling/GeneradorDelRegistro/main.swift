import Foundation

// Writes the App's list of registrations: `GeneradorDelRegistro OUTPUT Nombre…`, run by the
// RegistroDeFuncionalidades build plugin with the features in the manifest's order, then the App's
// own parts (its settings, the sample server's network).
let argumentos = CommandLine.arguments.dropFirst()
guard let salida = argumentos.first else {
    FileHandle.standardError.write(Data("usage: GeneradorDelRegistro OUTPUT [NAME…]\n".utf8))
    exit(2)
}
let lineas = argumentos.dropFirst().map { "            funcionalidadDe\($0)," }
let texto = """
    // Generated at build time by the RegistroDeFuncionalidades plugin (Tooling/Plugins) from the App
    // target's dependencies in Package.swift and its Funcionalidades/ files; not kept in the repository.
    import Presentacion

    extension ContenedorDeLaApp {
        /// Every registration: each feature's, in the order the manifest lists the App's dependencies,
        /// then the App's own parts, by name. One per `Funcionalidades/ContenedorDeLaApp+<Nombre>.swift`.
        var registradas: [Funcionalidad] {
            [
    \(lineas.joined(separator: "\n"))
            ]
        }
    }

    """
// An unchanged list is not written again: a new file date would recompile the App and relink
// everything above it whenever the plugin runs.
let destino = URL(fileURLWithPath: salida)
guard (try? Data(contentsOf: destino)) != Data(texto.utf8) else { exit(0) }
do {
    try Data(texto.utf8).write(to: destino, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("GeneradorDelRegistro: could not write \(salida): \(error.localizedDescription)\n".utf8))
    exit(1)
}
