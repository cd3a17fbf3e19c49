#if canImport(SwiftUI)
    public import SwiftUI
    import Torneo

    /// The match list: the tournament's name, the notice when a change could not be saved, and one
    /// row per match ("1  Rayo FC 2-1 Toros"). A row links to `destinoDelPartido(id)`: the app's
    /// navigation decides what that is, so the list knows no other screen.
    public struct ListaDePartidosView<Destino: Hashable>: View {
        let viewModel: ListaDePartidosViewModel
        let destinoDelPartido: (Int) -> Destino

        public init(viewModel: ListaDePartidosViewModel, destinoDelPartido: @escaping (Int) -> Destino) {
            self.viewModel = viewModel
            self.destinoDelPartido = destinoDelPartido
        }

        public var body: some View {
            let estado = viewModel.uiState
            List {
                if let aviso = estado.aviso {
                    Label(aviso, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }
                ForEach(estado.filas) { fila in
                    NavigationLink(value: destinoDelPartido(fila.id)) {
                        HStack {
                            Text("\(fila.id)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            Text(fila.local)
                            Text(fila.marcador.description)
                                .monospacedDigit()
                                .bold()
                            Text(fila.visitante)
                            if let enJuego = fila.enJuego {
                                Text(enJuego)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .overlay {
                if let sinPartidos = estado.enLugarDeLaLista {
                    ContentUnavailableView(sinPartidos, systemImage: "sportscourt")
                }
            }
            .navigationTitle(estado.nombreDelTorneo)
        }
    }

    #Preview("Con partidos") {
        NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(), juego: nil)),
                destinoDelPartido: { $0 })
        }
    }

    #Preview("Con aviso") {
        let partidos = PartidosDeMuestra(aviso: "No se pudo guardar el torneo: no queda espacio en el disco")
        return NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: partidos, juego: nil)), destinoDelPartido: { $0 })
        }
    }

    #Preview("Vacía") {
        NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: []), juego: nil)),
                destinoDelPartido: { $0 })
        }
    }
#endif
