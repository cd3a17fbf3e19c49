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
            Form {
                switch viewModel.uiState {
                case .cargando:
                    ProgressView(CronicaUiState.textoDeCarga)
                case let .error(mensaje):
                    Label(mensaje, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                case let .exito(exito):
                    Section {
                        contenido(exito)
                    }
                    Button(exito.boton) {
                        Task { await viewModel.publicar() }
                    }
                    .disabled(!exito.sePuedePublicar)
                }
            }
            .navigationTitle(CronicaUiState.titulo)
        }

        @ViewBuilder
        private func contenido(_ exito: CronicaUiState.Exito) -> some View {
            switch exito.publicacion {
            case .publicando:
                ProgressView(exito.texto)
            case .publicada:
                Label(exito.texto, systemImage: "checkmark.circle")
                    .foregroundStyle(.green)
            case .sinPublicar where exito.ultimoAviso.isEmpty:
                Text(exito.texto)
            case .sinPublicar, .noPublicada:
                Label(exito.texto, systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.orange)
            }
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
