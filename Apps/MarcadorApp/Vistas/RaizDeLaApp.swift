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
    /// alert. Every screen gets a new ViewModel from the container (`ConSuViewModel`).
    public struct RaizDeLaApp: View {
        let contenedor: ContenedorDeLaApp
        @State private var ruta: [Destino] = []
        @State private var mostrandoAvisosAlArrancar: Bool

        public init(contenedor: ContenedorDeLaApp) {
            self.contenedor = contenedor
            // Up from the first frame, and only until it is dismissed: `@State` keeps the first value.
            _mostrandoAvisosAlArrancar = State(initialValue: !contenedor.avisosAlArrancar.isEmpty)
        }

        public var body: some View {
            NavigationStack(path: $ruta) {
                ConSuViewModel(
                    crear: { contenedor.listaDePartidosViewModel() },
                    pantalla: { ListaDePartidosView(viewModel: $0, destinoDelPartido: Destino.partido(id:)) }
                )
                .toolbar {
                    NavigationLink("Goleadores", value: Destino.goleadores)
                    NavigationLink("Árbitros", value: Destino.arbitros)
                    NavigationLink("Equipos", value: Destino.equipos)
                }
                .navigationDestination(for: Destino.self) { destino in
                    pantalla(de: destino)
                }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                VStack(spacing: 0) {
                    BarraDelPartidoEnJuego(partidoEnJuego: contenedor.partidoEnJuego) { id in
                        ruta.append(.partido(id: id))
                    }
                    ForEach(contenedor.cambiosSinGuardar, id: \.self) { motivo in
                        Label("Sin guardar: \(motivo)", systemImage: "exclamationmark.triangle")
                            .font(.footnote)
                            .foregroundStyle(.orange)
                            .padding(.horizontal)
                    }
                }
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
            }
        }
    }

    /// The container of the previews: the in-process sample service and `nil` stores, so nothing is
    /// read from or written to the disk.
    @MainActor
    private func contenedorDeMuestra(sinConexion: Bool = false) -> ContenedorDeLaApp {
        ContenedorDeLaApp(
            servicio: ServicioDeEjemplo(reloj: ContinuousClock(), sinConexion: sinConexion), almacenDelTorneo: nil, almacenDeArbitros: nil)
    }

    #Preview("La app") {
        RaizDeLaApp(contenedor: contenedorDeMuestra())
    }

    #Preview("Con un partido en juego") {
        let contenedor = contenedorDeMuestra()
        // The screen of match 1 starts it and goes; the match stays in play, as the bar shows.
        contenedor.partidoViewModel(id: 1).empezar()
        return RaizDeLaApp(contenedor: contenedor)
    }

    #Preview("Sin red") {
        RaizDeLaApp(contenedor: contenedorDeMuestra(sinConexion: true))
    }
#endif
