#if canImport(SwiftUI)
    import Core
    import Marcador
    public import Presentacion
    public import SwiftUI

    /// The app's screens: one tab per tab a feature registered, each with its own navigation stack
    /// onto which the screens the features registered are pushed as `Destino` values, and under
    /// every tab the bar of the match in play (a tap opens its match in that tab) and the changes
    /// that could not be saved. The files set aside at start are said once, first, in an alert.
    ///
    /// It reads the app's one container from the environment (`.environment(contenedor)`, set by the
    /// app where the container is created) and is given every registration, checked once when the app
    /// started (`ArranqueDeLaApp`); the root knows no feature but the match in play. The bar reads the match in play from the
    /// environment too (`.environment(contenedor.partidoEnJuego)`).
    public struct RaizDeLaApp: View {
        @Environment(ContenedorDeLaApp.self) private var contenedor
        /// Each tab's stack, by the tab's position.
        @State private var rutas: [Int: RutaDeLaApp] = [:]
        @State private var mostrandoAvisosAlArrancar = false
        @State private var avisosDichos = false
        /// Every registration, checked once when the app started.
        private let funcionalidades: Funcionalidades
        /// The one feature whose tabs it shows (`Configuracion.solo`); `nil`, every feature's.
        private let solo: String?

        public init(funcionalidades: Funcionalidades, solo: String? = nil) {
            self.funcionalidades = funcionalidades
            self.solo = solo
        }

        public var body: some View {
            pestanas(de: funcionalidades)
        }

        @ViewBuilder
        private func pestanas(de funcionalidades: Funcionalidades) -> some View {
            let pestanas = funcionalidades.pestanas(solo: solo)
            if let solo, pestanas.isEmpty {
                ContentUnavailableView(
                    "No hay funcionalidad «\(solo)»", systemImage: "questionmark",
                    description: Text("--solo lleva una de: \(funcionalidades.ids.joined(separator: ", "))"))
            } else {
                todas(pestanas, funcionalidades)
            }
        }

        private func todas(_ pestanas: [Pestana], _ funcionalidades: Funcionalidades) -> some View {
            // `Tab` (iOS 18) rather than `.tabItem`, which the newest SDK deprecates.
            TabView {
                ForEach(pestanas.indices, id: \.self) { indice in
                    Tab(pestanas[indice].titulo, systemImage: pestanas[indice].icono) {
                        NavigationStack(path: ruta(indice)) {
                            pestanas[indice].raiz(navegacion(indice, funcionalidades))
                                .navigationDestination(for: Destino.self) { destino in
                                    funcionalidades.pantalla(de: destino)
                                }
                        }
                        .safeAreaInset(edge: .bottom, spacing: 0) {
                            bajoLaPestana(indice)
                        }
                    }
                }
            }
            .onAppear {
                // Once per run: the root may appear again (a scene brought back), the notice must not.
                guard !avisosDichos else { return }
                avisosDichos = true
                mostrandoAvisosAlArrancar = !contenedor.avisosAlArrancar.isEmpty
            }
            // Another process on the same data (a second window, a terminal) shows here as it goes.
            .task { await contenedor.seguirLaCarpeta() }
            .alert("Aviso", isPresented: $mostrandoAvisosAlArrancar) {
                Button("Entendido", role: .cancel) {}
            } message: {
                Text(contenedor.avisosAlArrancar.joined(separator: "\n\n"))
            }
        }

        /// The bar of the match in play and the changes not saved, under the tab's screens.
        private func bajoLaPestana(_ indice: Int) -> some View {
            VStack(spacing: 0) {
                BarraDelPartidoEnJuego { accion in
                    rutas[indice, default: RutaDeLaApp()].atender(accion, partidoEnJuego: contenedor.partidoEnJuego)
                }
                ForEach(contenedor.cambiosSinGuardar, id: \.self) { motivo in
                    Label("Sin guardar: \(motivo)", systemImage: "exclamationmark.triangle")
                        .font(.footnote)
                        .foregroundStyle(.orange)
                        .padding(.horizontal)
                }
            }
        }

        private func ruta(_ indice: Int) -> Binding<[Destino]> {
            // The SDK's closures are `@isolated(any) @Sendable`: isolated to the main actor, they
            // may read and write the view's state.
            Binding(
                get: { @MainActor in rutas[indice, default: RutaDeLaApp()].destinos },
                set: { @MainActor in rutas[indice, default: RutaDeLaApp()].destinos = $0 })
        }

        private func navegacion(_ indice: Int, _ funcionalidades: Funcionalidades) -> NavegacionDeLaPestana {
            NavegacionDeLaPestana(enlacesDelPartido: funcionalidades.enlacesDelPartido) { destino in
                rutas[indice, default: RutaDeLaApp()].destinos.append(destino)
            }
        }
    }

    /// The root of the previews over `contenedor`, or why its registrations were refused.
    @MainActor
    @ViewBuilder
    private func raizDeMuestra(_ contenedor: ContenedorDeLaApp) -> some View {
        switch Result(catching: { () throws(ErrorDeRegistro) in try contenedor.funcionalidades() }) {
        case let .success(funcionalidades):
            RaizDeLaApp(funcionalidades: funcionalidades)
        case let .failure(error):
            ContentUnavailableView("Marcador no pudo arrancar", systemImage: "exclamationmark.triangle", description: Text(error.mensaje))
        }
    }

    /// The container of the previews: the in-process sample service, no data folder (nothing is read
    /// from or written to the disk) and notices in the log.
    @MainActor
    private func contenedorDeMuestra(sinConexion: Bool = false) -> ContenedorDeLaApp {
        ContenedorDeLaApp(
            servidor: .deEjemplo(ServicioDeEjemplo(sinConexion: sinConexion)), carpeta: nil, ajustes: .carpeta,
            notificador: NotificadorDeSistema())
    }

    #Preview("La app") {
        let contenedor = contenedorDeMuestra()
        return raizDeMuestra(contenedor)
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Con un partido en juego") {
        let contenedor = contenedorDeMuestra()
        // The screen of match 1 starts it and goes; the match stays in play, as the bar shows.
        contenedor.partidoViewModel(id: 1).empezar()
        return raizDeMuestra(contenedor)
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Sin red") {
        let contenedor = contenedorDeMuestra(sinConexion: true)
        return raizDeMuestra(contenedor)
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Sin el partido en juego en el entorno") {
        // Only the container is handed down: the screens work, but the bar under them reads no
        // match in play and is missing, though match 1 is being played. Without
        // `.environment(contenedor)` as well, the root stops the app as soon as it reads it.
        let contenedor = contenedorDeMuestra()
        contenedor.partidoViewModel(id: 1).empezar()
        return raizDeMuestra(contenedor)
            .environment(contenedor)
    }
#endif
