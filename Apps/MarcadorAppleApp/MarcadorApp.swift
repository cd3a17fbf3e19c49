#if canImport(SwiftUI)
    import Core
    import Foundation
    import MarcadorApp
    import SwiftUI

    /// The app on Apple platforms. It starts once: the launch configuration, the real server
    /// (JSONPlaceholder), the data in the app's Documents folder, and local notifications when the
    /// process has a bundle; then it keeps the one container in `@State` for as long as it runs and
    /// hands it down the SwiftUI way: `.environment(contenedor)` for the root, which makes each
    /// screen's ViewModel, and `.environment(contenedor.partidoEnJuego)` for the bar of the match in
    /// play. Every change of the scene's phase is logged ("scenePhase: active -> inactive"). The match
    /// duration is kept with `@AppStorage` under `duracionDelPartido`: what is kept goes through the
    /// settings' rule into the container, and each duration the app chooses is written back.
    @main
    struct MarcadorApp: App {
        static let servidor = ServicioJSONPlaceholder.urlPredeterminada

        /// `.active` (in front, taking touches), `.inactive` (visible, not interactive) or
        /// `.background`: the phase of the app's scenes.
        @Environment(\.scenePhase) private var fase

        /// The app as it started (its one container and its checked registrations), or why it could not
        /// (saved data that could not be reset, two registrations fighting over a name).
        @State private var arranque: Result<ArranqueDeLaApp, ErrorDeArranque>
        /// The match duration the system keeps between runs (the settings' key, as the demo's file has).
        @AppStorage(Ajustes.claveDuracion) private var duracionDelPartido = Ajustes.duracionPredeterminada
        /// The launch arguments, read once.
        private let configuracion = Configuracion(argumentosDeLanzamiento: ProcessInfo.processInfo.arguments)

        init() {
            _arranque = State(initialValue: Self.arrancar(configuracion: configuracion))
        }

        var body: some Scene {
            WindowGroup {
                switch arranque {
                case let .success(app):
                    let contenedor = app.contenedor
                    RaizDeLaApp(funcionalidades: app.funcionalidades, solo: configuracion.solo)
                        .environment(contenedor)
                        // App-wide state: any view reads it with `@Environment(PartidoEnJuego.self)`.
                        .environment(contenedor.partidoEnJuego)
                        // What is kept reaches the settings through their rule (a duration no match has
                        // is refused and the default stays); each duration chosen is kept.
                        .onChange(of: duracionDelPartido, initial: true) { _, guardada in
                            contenedor.cambiarLaDuracion(guardada)
                        }
                        .onChange(of: contenedor.ajustes.duracionDelPartido) { _, elegida in
                            duracionDelPartido = elegida
                        }
                case let .failure(error):
                    ContentUnavailableView(
                        "Marcador no pudo arrancar", systemImage: "exclamationmark.triangle", description: Text(error.mensaje))
                }
            }
            .onChange(of: fase) { antigua, nueva in
                RegistroDeLaEscena.anotar(de: antigua, a: nueva)
                // The system may end an app in the background: the match in play is saved at its
                // minute, and opening it again plays on from there.
                if nueva == .background, case let .success(app) = arranque, let aviso = app.contenedor.dejarElPartidoEnJuego() {
                    Registro.anotar(aviso)
                }
            }
        }

        private static func arrancar(configuracion: Configuracion) -> Result<ArranqueDeLaApp, ErrorDeArranque> {
            // `--sin-red` means the sample service switched offline: no server at all.
            let servidor = configuracion.sinRed ? nil : Self.servidor
            return Result { () throws(ErrorDeArranque) in
                try ArranqueDeLaApp.arrancar(
                    configuracion: configuracion, carpeta: carpetaDeDatos, ajustes: .appStorage, servidor: servidor,
                    notificador: notificador)
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
                Data("marcador-app funciona en plataformas de Apple (macOS, iOS); aquí, usa marcador-demo: swift run marcador-demo\n".utf8))
            exit(1)
        }
    }
#endif
