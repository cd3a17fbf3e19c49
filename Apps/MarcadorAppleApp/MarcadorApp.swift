#if canImport(SwiftUI)
    import Core
    import Foundation
    import MarcadorApp
    import SwiftUI

    /// The app on Apple platforms. It starts once: the launch configuration, the real server
    /// (JSONPlaceholder), the data in the app's Documents folder, and local notifications when the
    /// process has a bundle; then it keeps the one container for as long as it runs.
    @main
    struct MarcadorApp: App {
        static let servidor = URL(string: "https://jsonplaceholder.typicode.com")!

        /// The one container, or why the app could not start (saved data that could not be reset).
        @State private var arranque: Result<ContenedorDeLaApp, ErrorDeArranque>

        init() {
            _arranque = State(initialValue: Self.arrancar(argumentos: ProcessInfo.processInfo.arguments))
        }

        var body: some Scene {
            WindowGroup {
                switch arranque {
                case let .success(contenedor):
                    RaizDeLaApp(contenedor: contenedor)
                case let .failure(error):
                    ContentUnavailableView(
                        "Marcador no pudo arrancar", systemImage: "exclamationmark.triangle", description: Text(error.mensaje))
                }
            }
        }

        private static func arrancar(argumentos: [String]) -> Result<ContenedorDeLaApp, ErrorDeArranque> {
            let configuracion = Configuracion(argumentosDeLanzamiento: argumentos)
            // `--sin-red` means the sample service switched offline: no server at all.
            let servidor = configuracion.sinRed ? nil : Self.servidor
            // The container takes the notifier from the environment, as it takes the clock.
            return withDependencies {
                $0.notificador = notificador
            } operation: {
                Result { () throws(ErrorDeArranque) in
                    try ArranqueDeLaApp.arrancar(configuracion: configuracion, carpeta: carpetaDeDatos, servidor: servidor).contenedor
                }
            }
        }

        /// On iOS, the app's own Documents folder. On macOS an executable is not sandboxed and its
        /// Documents folder is the person's, so the data gets a folder of its own inside it.
        /// (`FileManager`'s lookup rather than `URL.documentsDirectory`: the same folder, and it exists
        /// in every Foundation, so the surface build on Linux checks this file too.)
        private static var carpetaDeDatos: URL {
            let documentos = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            #if os(macOS)
                return documentos.appending(path: "Marcador", directoryHint: .isDirectory)
            #else
                return documentos
            #endif
        }

        /// Local notifications need an app bundle; an executable started with `swift run` has none,
        /// so its notices go to the log, as on Linux.
        private static var notificador: any Notificador {
            if Bundle.main.bundleIdentifier == nil {
                return NotificadorDeSistema()
            }
            return NotificadorLocal()
        }
    }
#else
    import Foundation

    /// SwiftUI exists only on Apple platforms: here the app says where it runs and what to use
    /// instead, and fails.
    @main
    enum MarcadorApp {
        static func main() {
            FileHandle.standardError.write(
                Data("marcador-app runs on Apple platforms (macOS, iOS); here, use marcador-demo: swift run marcador-demo\n".utf8))
            exit(1)
        }
    }
#endif
