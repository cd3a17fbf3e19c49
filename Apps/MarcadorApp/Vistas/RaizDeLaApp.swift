#if canImport(SwiftUI)
    import Arbitros
    import Core
    import Cronica
    import Equipos
    import Marcador
    import Partidos
    public import SwiftUI

    /// The app's screens: the match list at the root of one navigation stack, the other screens
    /// pushed onto it as `Destino` values, and under every screen the bar of the match in play and
    /// the changes that could not be saved. The files set aside at start are said once, first, in an
    /// alert.
    ///
    /// It reads the app's one container from the environment (`.environment(contenedor)`, set by the
    /// app where the container is created) and turns it into each screen's ViewModel
    /// (`ConSuViewModel`); the feature views never see the container. The bar reads the match in play
    /// from the environment too (`.environment(contenedor.partidoEnJuego)`).
    public struct RaizDeLaApp: View {
        @Environment(ContenedorDeLaApp.self) private var contenedor
        @State private var ruta = RutaDeLaApp()
        @State private var mostrandoAvisosAlArrancar = false
        @State private var avisosDichos = false

        public init() {}

        public var body: some View {
            NavigationStack(path: $ruta.destinos) {
                ConSuViewModel(
                    crear: { contenedor.listaDePartidosViewModel() },
                    pantalla: { ListaDePartidosView(viewModel: $0, destinoDelPartido: Destino.partido(id:)) }
                )
                .toolbar {
                    NavigationLink("Goleadores", value: Destino.goleadores)
                    NavigationLink("Árbitros", value: Destino.arbitros)
                    NavigationLink("Equipos", value: Destino.equipos)
                    NavigationLink("Ajustes", value: Destino.ajustes)
                }
                .navigationDestination(for: Destino.self) { destino in
                    pantalla(de: destino)
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                VStack(spacing: 0) {
                    BarraDelPartidoEnJuego { accion in
                        ruta.atender(accion, partidoEnJuego: contenedor.partidoEnJuego)
                    }
                    ForEach(contenedor.cambiosSinGuardar, id: \.self) { motivo in
                        Label("Sin guardar: \(motivo)", systemImage: "exclamationmark.triangle")
                            .font(.footnote)
                            .foregroundStyle(.orange)
                            .padding(.horizontal)
                    }
                }
            }
            .onAppear {
                // Once per run: the root may appear again (a scene brought back), the notice must not.
                guard !avisosDichos else { return }
                avisosDichos = true
                mostrandoAvisosAlArrancar = !contenedor.avisosAlArrancar.isEmpty
            }
            .alert("Aviso", isPresented: $mostrandoAvisosAlArrancar) {
                Button("Entendido", role: .cancel) {}
            } message: {
                Text(contenedor.avisosAlArrancar.joined(separator: "\n\n"))
            }
        }

        @ViewBuilder
        private func pantalla(de destino: Destino) -> some View {
            switch destino {
            case let .partido(id):
                ConSuViewModel(crear: { contenedor.partidoViewModel(id: id) }, pantalla: { PartidoView(viewModel: $0) })
                    .toolbar {
                        NavigationLink("Crónica", value: Destino.cronica(id: id))
                    }
            case .goleadores:
                ConSuViewModel(crear: { contenedor.goleadoresViewModel() }, pantalla: { GoleadoresView(viewModel: $0) })
            case .arbitros:
                ConSuViewModel(crear: { contenedor.arbitrosViewModel() }, pantalla: { ArbitrosView(viewModel: $0) })
            case let .cronica(id):
                ConSuViewModel(crear: { contenedor.cronicaViewModel(id: id) }, pantalla: { CronicaView(viewModel: $0) })
            case .equipos:
                ConSuViewModel(crear: { contenedor.equiposViewModel() }, pantalla: { EquiposView(viewModel: $0) })
            case .ajustes:
                ConSuViewModel(crear: { contenedor.ajustesViewModel() }, pantalla: { AjustesView(viewModel: $0) })
            }
        }
    }

    /// The container of the previews: the in-process sample service, `nil` stores (nothing is read
    /// from or written to the disk) and notices in the log.
    @MainActor
    private func contenedorDeMuestra(sinConexion: Bool = false) -> ContenedorDeLaApp {
        ContenedorDeLaApp(
            servicio: ServicioDeEjemplo(reloj: ContinuousClock(), sinConexion: sinConexion), almacenDelTorneo: nil,
            almacenDeArbitros: nil, notificador: NotificadorDeSistema())
    }

    #Preview("La app") {
        let contenedor = contenedorDeMuestra()
        return RaizDeLaApp()
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Con un partido en juego") {
        let contenedor = contenedorDeMuestra()
        // The screen of match 1 starts it and goes; the match stays in play, as the bar shows.
        contenedor.partidoViewModel(id: 1).empezar()
        return RaizDeLaApp()
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Sin red") {
        let contenedor = contenedorDeMuestra(sinConexion: true)
        return RaizDeLaApp()
            .environment(contenedor)
            .environment(contenedor.partidoEnJuego)
    }

    #Preview("Sin el partido en juego en el entorno") {
        // Only the container is handed down: the screens work, but the bar under them reads no
        // match in play and is missing, though match 1 is being played. Without
        // `.environment(contenedor)` as well, the root stops the app as soon as it reads it.
        let contenedor = contenedorDeMuestra()
        contenedor.partidoViewModel(id: 1).empezar()
        return RaizDeLaApp()
            .environment(contenedor)
    }
#endif
