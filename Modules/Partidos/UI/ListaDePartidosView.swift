#if canImport(SwiftUI)
    public import Presentacion
    public import SwiftUI
    import Torneo

    /// The match list: the tournament's name, the notice when a change could not be saved, and one
    /// row per match ("1  Rayo FC 2-1 Toros"). A row opens the first screen of a match the features
    /// registered (the match itself); a swipe offers the others (its crónica). The list knows no
    /// other screen by name.
    public struct ListaDePartidosView: View {
        let viewModel: ListaDePartidosViewModel
        let navegacion: NavegacionDeLaPestana

        public init(viewModel: ListaDePartidosViewModel, navegacion: NavegacionDeLaPestana) {
            self.viewModel = viewModel
            self.navegacion = navegacion
        }

        public var body: some View {
            switch viewModel.uiState {
            case .cargando:
                ProgressView(ListaDePartidosUiState.textoDeCarga)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
            case let .exito(exito):
                lista(exito)
            }
        }

        private func lista(_ estado: ListaDePartidosUiState.Exito) -> some View {
            List {
                if !estado.ultimoAviso.isEmpty {
                    Label(estado.ultimoAviso, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }
                ForEach(estado.filas) { fila in
                    NavigationLink(value: navegacion.enlacesDelPartido.first?.destino(fila.id)) {
                        HStack {
                            Text("\(fila.id)")
                                .monospacedDigit()
                                .foregroundStyle(.secondary)
                            Text(fila.local)
                            Text(fila.marcador.description)
                                .monospacedDigit()
                                .bold()
                            Text(fila.visitante)
                            if let fase = fila.fase {
                                Text(fase)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    .swipeActions {
                        ForEach(navegacion.enlacesDelPartido.dropFirst(), id: \.pantalla) { enlace in
                            Button(enlace.titulo) { navegacion.abrir(enlace.destino(fila.id)) }
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

    /// The previews' links: the match and its crónica, opening nothing.
    @MainActor private let navegacionDeMuestra = NavegacionDeLaPestana(
        enlacesDelPartido: [
            EnlaceDelPartido(titulo: "Partido", pantalla: "partido"), EnlaceDelPartido(titulo: "Crónica", pantalla: "cronica"),
        ],
        abrir: { _ in })

    #Preview("Con partidos") {
        NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(), juego: nil)),
                navegacion: navegacionDeMuestra)
        }
    }

    #Preview("Con aviso") {
        let partidos = PartidosDeMuestra(aviso: "No se pudo guardar el torneo: no queda espacio en el disco")
        return NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: partidos, juego: nil)),
                navegacion: navegacionDeMuestra)
        }
    }

    #Preview("Vacía") {
        NavigationStack {
            ListaDePartidosView(
                viewModel: ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: []), juego: nil)),
                navegacion: navegacionDeMuestra)
        }
    }
#endif
