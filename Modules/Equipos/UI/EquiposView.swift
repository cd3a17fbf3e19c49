#if canImport(SwiftUI)
    import Partidos
    public import SwiftUI

    /// Every team with its roster ("Ana #9", "Luis"…), and a form to sign a player: the team, the name
    /// and an optional dorsal. The form is the ViewModel's draft: it validates, says why a signing
    /// was refused, and clears the form only when the player joined.
    public struct EquiposView: View {
        let viewModel: EquiposViewModel

        public init(viewModel: EquiposViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            @Bindable var viewModel = viewModel
            let estado = viewModel.uiState
            Form {
                ForEach(estado.filas) { fila in
                    Section(fila.nombre) {
                        if let sinJugadores = fila.enLugarDeLaPlantilla {
                            Text(sinJugadores)
                                .foregroundStyle(.secondary)
                        }
                        ForEach(fila.jugadores, id: \.self) { jugador in
                            Text(jugador)
                        }
                    }
                }
                Section(EquiposUiState.tituloDelFormulario) {
                    Picker(EquiposUiState.etiquetaDelEquipo, selection: $viewModel.borrador.equipo) {
                        Text(EquiposUiState.eligeUnEquipo).tag(String?.none)
                        ForEach(estado.filas) { fila in
                            Text(fila.nombre).tag(String?.some(fila.nombre))
                        }
                    }
                    TextField(EquiposUiState.etiquetaDelNombre, text: $viewModel.borrador.nombre)
                    Picker(EquiposUiState.etiquetaDelDorsal, selection: $viewModel.borrador.dorsal) {
                        Text(EquiposUiState.sinDorsal).tag(Int?.none)
                        ForEach(EquiposUiState.dorsales, id: \.self) { numero in
                            Text("\(numero)").tag(Int?.some(numero))
                        }
                    }
                    if let error = estado.error {
                        Label(error, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                    Button(EquiposUiState.fichar) {
                        viewModel.fichar()
                    }
                    .disabled(!estado.sePuedeFichar)
                }
            }
            .navigationTitle(EquiposUiState.titulo)
        }
    }

    #Preview("Plantillas") {
        let partidos = PartidosDeMuestra()
        return NavigationStack {
            EquiposView(viewModel: EquiposViewModel(repositorio: partidos, ficharJugador: FicharJugador(repositorio: partidos)))
        }
    }

    #Preview("Fichaje rechazado") {
        let partidos = PartidosDeMuestra()
        let viewModel = EquiposViewModel(repositorio: partidos, ficharJugador: FicharJugador(repositorio: partidos))
        // Rayo FC already has an Ana: the ViewModel keeps the reason, and the draft to correct it.
        viewModel.borrador = BorradorDeFichaje(equipo: "Rayo FC", nombre: "ana")
        viewModel.fichar()
        return NavigationStack {
            EquiposView(viewModel: viewModel)
        }
    }

    #Preview("Sin equipos") {
        let partidos = PartidosDeMuestra(equipos: [], partidos: [])
        return NavigationStack {
            EquiposView(viewModel: EquiposViewModel(repositorio: partidos, ficharJugador: FicharJugador(repositorio: partidos)))
        }
    }
#endif
