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
            do {
                let arranque = try ArranqueDeLaApp.arrancar(
                    configuracion: configuracion, carpeta: carpetaDeDatos, servidor: servidor, notificador: notificador)
                return .success(arranque.contenedor)
            } catch {
                return .failure(error)
            }
        }

        /// On iOS, the app's own Documents folder. On macOS an executable is not sandboxed and its
        /// Documents folder is the person's, so the data gets a folder of its own inside it.
        private static var carpetaDeDatos: URL {
            #if os(macOS)
                return URL.documentsDirectory.appending(path: "Marcador", directoryHint: .isDirectory)
            #else
                return URL.documentsDirectory
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

    extension Configuracion {
        /// The demo's flags, given as launch arguments (in Xcode: Product > Scheme > Edit Scheme… > Run >
        /// Arguments): `--reiniciar-datos`, `--ms-por-minuto N` (0…60000) and `--sin-red`. Anything
        /// else is ignored, and so is a number out of range: the app must start whatever it is given.
        init(argumentosDeLanzamiento argumentos: [String]) {
            self.init(reiniciarDatos: argumentos.contains("--reiniciar-datos"), sinRed: argumentos.contains("--sin-red"))
            if let indice = argumentos.firstIndex(of: "--ms-por-minuto"), indice + 1 < argumentos.endIndex,
                let ms = Int(argumentos[indice + 1]), (0...60_000).contains(ms)
            {
                msPorMinuto = ms
            }
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
