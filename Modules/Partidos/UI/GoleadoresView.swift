#if canImport(SwiftUI)
    public import SwiftUI

    /// The scorers of the whole tournament, by goals: position, player, team and goals.
    public struct GoleadoresView: View {
        let viewModel: GoleadoresViewModel

        public init(viewModel: GoleadoresViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            switch viewModel.uiState {
            case .cargando:
                ProgressView(GoleadoresUiState.textoDeCarga)
                    .navigationTitle(GoleadoresUiState.titulo)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
                    .navigationTitle(GoleadoresUiState.titulo)
            case let .exito(exito):
                tabla(exito)
            }
        }

        private func tabla(_ estado: GoleadoresUiState.Exito) -> some View {
            List {
                if let enJuego = estado.enJuego {
                    Label(enJuego, systemImage: "play.fill")
                        .foregroundStyle(.secondary)
                }
                Section(estado.nombreDelTorneo) {
                    ForEach(estado.filas, id: \.posicion) { fila in
                        HStack {
                            Text("\(fila.posicion)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            VStack(alignment: .leading) {
                                Text(fila.jugador)
                                Text(fila.equipo)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(fila.golesEnTexto)
                                .monospacedDigit()
                                .bold()
                        }
                    }
                }
            }
            .overlay {
                if let sinGoles = estado.enLugarDeLaTabla {
                    ContentUnavailableView(sinGoles, systemImage: "soccerball")
                }
            }
            .navigationTitle(GoleadoresUiState.titulo)
        }
    }

    #Preview("Con goles") {
        NavigationStack {
            GoleadoresView(viewModel: GoleadoresViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(), juego: nil)))
        }
    }

    #Preview("Sin goles") {
        NavigationStack {
            GoleadoresView(viewModel: GoleadoresViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: []), juego: nil)))
        }
    }
#endif
