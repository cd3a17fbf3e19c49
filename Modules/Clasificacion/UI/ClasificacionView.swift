#if canImport(SwiftUI)
    public import SwiftUI

    /// The Clasificacion screen: the names, or what stands in for them, and why the last one was refused.
    public struct ClasificacionView: View {
        let viewModel: ClasificacionViewModel

        public init(viewModel: ClasificacionViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            List {
                switch viewModel.uiState {
                case .cargando:
                    ProgressView(ClasificacionUiState.textoDeCarga)
                case let .error(mensaje):
                    Label(mensaje, systemImage: "exclamationmark.triangle")
                case let .exito(exito):
                    if exito.nombres.isEmpty {
                        Text(ClasificacionUiState.vacio)
                            .foregroundStyle(.secondary)
                    }
                    ForEach(exito.nombres, id: \.self) { nombre in
                        Text(nombre)
                    }
                    if !exito.ultimoAviso.isEmpty {
                        Label(exito.ultimoAviso, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                }
            }
            .navigationTitle(ClasificacionUiState.titulo)
        }
    }

    #Preview("Clasificacion") {
        let repositorio = ClasificacionDeMuestra(nombres: ["Centro", "Norte"])
        return NavigationStack {
            ClasificacionView(viewModel: ClasificacionViewModel(repositorio: repositorio, anadir: AnadirClasificacion(repositorio: repositorio)))
        }
    }
#endif
