#if canImport(SwiftUI)
    import Core
    public import SwiftUI

    /// The referees: the saved list at once, refreshed from the server when the screen appears (and
    /// by pulling the list). After a network failure the list stays as it was, with the reason, the
    /// offline notice and "Reintentar".
    public struct ArbitrosView: View {
        let viewModel: ArbitrosViewModel

        public init(viewModel: ArbitrosViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            let estado = viewModel.uiState
            List {
                if let avisoDelAlmacen = estado.avisoDelAlmacen {
                    Label(avisoDelAlmacen, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }
                if let enLugarDeLaLista = estado.enLugarDeLaLista {
                    Text(enLugarDeLaLista)
                        .foregroundStyle(.secondary)
                }
                ForEach(estado.arbitros) { arbitro in
                    VStack(alignment: .leading) {
                        Text(arbitro.nombre)
                        Text(arbitro.ciudad)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                if let actualizando = estado.actualizandoLaLista {
                    Text(actualizando)
                        .foregroundStyle(.secondary)
                }
                if let reintento = estado.reintento {
                    Section {
                        Label(reintento.motivo, systemImage: "wifi.slash")
                        Text(reintento.aviso)
                        Button(reintento.boton) {
                            Task { await viewModel.refrescar() }
                        }
                    }
                }
            }
            .navigationTitle(ArbitrosUiState.titulo)
            .task {
                await viewModel.refrescar()
            }
            .refreshable {
                await viewModel.refrescar()
            }
        }
    }

    #Preview("Lista") {
        NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: ArbitrosDeMuestra(respuestas: [.success(Arbitro.deMuestra)])))
        }
    }

    #Preview("Buscando") {
        NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: ArbitrosDeMuestra(retenerElSiguiente: true)))
        }
    }

    #Preview("Actualizando") {
        let arbitros = ArbitrosDeMuestra(guardados: Arbitro.deMuestra, retenerElSiguiente: true)
        return NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: arbitros))
        }
    }

    #Preview("Sin red, con la lista guardada") {
        let arbitros = ArbitrosDeMuestra(guardados: Arbitro.deMuestra, respuestas: [.failure(.sinConexion)])
        return NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: arbitros))
        }
    }

    #Preview("Sin red, sin árbitros") {
        NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: ArbitrosDeMuestra(respuestas: [.failure(.sinConexion)])))
        }
    }

    #Preview("Aviso del almacén") {
        let arbitros = ArbitrosDeMuestra(aviso: "No se pudo guardar arbitros.json: no queda espacio en el disco")
        return NavigationStack {
            ArbitrosView(viewModel: ArbitrosViewModel(repositorio: arbitros))
        }
    }
#endif
