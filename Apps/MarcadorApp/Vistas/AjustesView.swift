#if canImport(SwiftUI)
    import SwiftUI

    /// The settings: the match duration, 90 or 60 minutes, saved at once. A match already in play
    /// keeps the duration it started with.
    struct AjustesView: View {
        let viewModel: AjustesViewModel

        var body: some View {
            switch viewModel.uiState {
            case .cargando:
                ProgressView(AjustesUiState.textoDeCarga)
                    .navigationTitle(AjustesUiState.titulo)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
                    .navigationTitle(AjustesUiState.titulo)
            case let .exito(exito):
                formulario(exito)
            }
        }

        private func formulario(_ estado: AjustesUiState.Exito) -> some View {
            Form {
                Section {
                    ForEach(estado.opciones) { opcion in
                        Button {
                            viewModel.elegirDuracion(opcion.minutos)
                        } label: {
                            HStack {
                                Text(opcion.texto)
                                Spacer()
                                if opcion.elegida {
                                    Image(systemName: "checkmark")
                                }
                            }
                        }
                    }
                } header: {
                    Text(AjustesUiState.etiquetaDeLaDuracion)
                } footer: {
                    Text(estado.explicacion)
                }
                if !estado.ultimoAviso.isEmpty {
                    Label(estado.ultimoAviso, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }
            }
            .navigationTitle(AjustesUiState.titulo)
        }
    }

    #Preview("90 minutos") {
        NavigationStack {
            AjustesView(viewModel: AjustesViewModel(ajustes: Ajustes(carpeta: nil, msPorMinuto: 1_000)))
        }
    }

    #Preview("60 minutos") {
        let ajustes = Ajustes(carpeta: nil, msPorMinuto: 1_000)
        CambiarLaDuracion(ajustes: ajustes)(60)
        return NavigationStack {
            AjustesView(viewModel: AjustesViewModel(ajustes: ajustes))
        }
    }
#endif
