#if canImport(SwiftUI)
    import Core
    public import SwiftUI

    /// The referees: the saved list at once, refreshed from the server when the screen appears (and
    /// by pulling the list). After a failed refresh the list stays as it was, with what went wrong and,
    /// when trying again may help, "Reintentar".
    public struct ArbitrosView: View {
        let viewModel: ArbitrosViewModel

        public init(viewModel: ArbitrosViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            List {
                switch viewModel.uiState {
                case .cargando:
                    Text(ArbitrosUiState.buscando)
                        .foregroundStyle(.secondary)
                case let .error(mensaje):
                    Label(mensaje, systemImage: "exclamationmark.triangle")
                case let .exito(exito):
                    lista(exito)
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

        @ViewBuilder
        private func lista(_ exito: ArbitrosUiState.Exito) -> some View {
            if let enLugarDeLaLista = exito.enLugarDeLaLista {
                Text(enLugarDeLaLista)
                    .foregroundStyle(.secondary)
            }
            ForEach(exito.arbitros) { arbitro in
                VStack(alignment: .leading) {
                    Text(arbitro.nombre)
                    Text(arbitro.ciudad)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            if let actualizando = exito.actualizandoLaLista {
                Text(actualizando)
                    .foregroundStyle(.secondary)
            }
            if !exito.ultimoAviso.isEmpty || exito.reintento != nil {
                Section {
                    if !exito.ultimoAviso.isEmpty {
                        Label(exito.ultimoAviso, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                    if let reintento = exito.reintento {
                        Button(reintento) {
                            Task { await viewModel.refrescar() }
                        }
                    }
                }
            }
        }
    }

    /// A screen over `arbitros`, with a refresh of its own, as the previews show it.
    @MainActor
    private func pantallaDeMuestra(_ arbitros: ArbitrosDeMuestra) -> ArbitrosViewModel {
        ArbitrosViewModel(repositorio: arbitros, refrescar: RefrescarArbitros(repositorio: arbitros))
    }

    #Preview("Lista") {
        NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(ArbitrosDeMuestra(respuestas: [.success(Arbitro.deMuestra)])))
        }
    }

    #Preview("Buscando") {
        NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(ArbitrosDeMuestra(retenerElSiguiente: true)))
        }
    }

    #Preview("Actualizando") {
        let arbitros = ArbitrosDeMuestra(guardados: Arbitro.deMuestra, retenerElSiguiente: true)
        return NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(arbitros))
        }
    }

    #Preview("Sin red, con la lista guardada") {
        let arbitros = ArbitrosDeMuestra(guardados: Arbitro.deMuestra, respuestas: [.failure(.red(.sinConexion))])
        return NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(arbitros))
        }
    }

    #Preview("Sin red, sin árbitros") {
        NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(ArbitrosDeMuestra(respuestas: [.failure(.red(.sinConexion))])))
        }
    }

    #Preview("Aviso del almacén") {
        let arbitros = ArbitrosDeMuestra(aviso: "No se pudo guardar arbitros.json: no queda espacio en el disco")
        return NavigationStack {
            ArbitrosView(viewModel: pantallaDeMuestra(arbitros))
        }
    }
#endif
