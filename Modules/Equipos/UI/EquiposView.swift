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
            switch viewModel.uiState {
            case .cargando:
                ProgressView(EquiposUiState.textoDeCarga)
                    .navigationTitle(EquiposUiState.titulo)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
                    .navigationTitle(EquiposUiState.titulo)
            case let .exito(exito):
                formulario(exito)
            }
        }

        private func formulario(_ estado: EquiposUiState.Exito) -> some View {
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
                    Picker(
                        EquiposUiState.etiquetaDelEquipo,
                        selection: Binding(get: { estado.borrador.equipo }, set: { @MainActor in viewModel.elegirEquipo($0) })
                    ) {
                        Text(EquiposUiState.eligeUnEquipo).tag(String?.none)
                        ForEach(estado.filas) { fila in
                            Text(fila.nombre).tag(String?.some(fila.nombre))
                        }
                    }
                    TextField(
                        EquiposUiState.etiquetaDelNombre,
                        text: Binding(get: { estado.borrador.nombre }, set: { @MainActor in viewModel.cambiarNombre($0) }))
                    Picker(
                        EquiposUiState.etiquetaDelDorsal,
                        selection: Binding(get: { estado.borrador.dorsal }, set: { @MainActor in viewModel.elegirDorsal($0) })
                    ) {
                        Text(EquiposUiState.sinDorsal).tag(Int?.none)
                        ForEach(EquiposUiState.dorsales, id: \.self) { numero in
                            Text("\(numero)").tag(Int?.some(numero))
                        }
                    }
                    if !estado.ultimoAviso.isEmpty {
                        Label(estado.ultimoAviso, systemImage: "exclamationmark.triangle")
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
        viewModel.elegirEquipo("Rayo FC")
        viewModel.cambiarNombre("ana")
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
