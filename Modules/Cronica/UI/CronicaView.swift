#if canImport(SwiftUI)
    import Core
    import Partidos
    public import SwiftUI

    /// The Crónica of one match: the draft as it would be published (the title, then one line per
    /// goal), "Publicando la crónica…", the number the server gave it, or why it failed; and
    /// "Publicar" ("Reintentar" after a failed publication), off while a publication is under way.
    public struct CronicaView: View {
        let viewModel: CronicaViewModel

        public init(viewModel: CronicaViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            let estado = viewModel.uiState
            Form {
                Section {
                    switch estado {
                    case .borrador:
                        Text(estado.texto)
                    case .publicando:
                        ProgressView(estado.texto)
                    case .publicada:
                        Label(estado.texto, systemImage: "checkmark.circle")
                            .foregroundStyle(.green)
                    case .noPublicada, .error:
                        Label(estado.texto, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                }
                Button(estado.boton) {
                    Task { await viewModel.publicar() }
                }
                .disabled(!estado.sePuedePublicar)
            }
            .navigationTitle(CronicaUiState.titulo)
        }
    }

    /// The Crónica of match `id` of the preview tournament, published to `cronicas`.
    @MainActor
    private func cronicaDeMuestra(id: Int = 1, cronicas: CronicasDeMuestra = CronicasDeMuestra()) -> CronicaViewModel {
        CronicaViewModel(
            partidoId: id,
            publicarCronica: PublicarCronica(
                torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(), juego: nil), cronicas: cronicas)
        )
    }

    #Preview("Borrador") {
        NavigationStack {
            CronicaView(viewModel: cronicaDeMuestra())
        }
    }

    #Preview("Publicando") {
        let viewModel = cronicaDeMuestra(cronicas: .retenidas())
        return NavigationStack {
            CronicaView(viewModel: viewModel)
        }
        .task { await viewModel.publicar() }
    }

    #Preview("Publicada") {
        let viewModel = cronicaDeMuestra()
        return NavigationStack {
            CronicaView(viewModel: viewModel)
        }
        .task { await viewModel.publicar() }
    }

    #Preview("Error de red") {
        let viewModel = cronicaDeMuestra(cronicas: CronicasDeMuestra(respuesta: .failure(.sinConexion)))
        return NavigationStack {
            CronicaView(viewModel: viewModel)
        }
        .task { await viewModel.publicar() }
    }

    #Preview("Partido que no existe") {
        NavigationStack {
            CronicaView(viewModel: cronicaDeMuestra(id: 99))
        }
    }
#endif
