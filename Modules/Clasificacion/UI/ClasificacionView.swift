#if canImport(SwiftUI)
    import Partidos
    public import SwiftUI
    import Torneo

    /// The league table: position, team, played, won, drawn, lost, goals for and against,
    /// difference and points, the teams of a match in play marked.
    public struct ClasificacionView: View {
        let viewModel: ClasificacionViewModel

        public init(viewModel: ClasificacionViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ContenidoDeLaClasificacion(uiState: viewModel.uiState)
        }
    }

    /// The screen for one state, so each state has its preview.
    struct ContenidoDeLaClasificacion: View {
        let uiState: ClasificacionUiState

        var body: some View {
            switch uiState {
            case .cargando:
                ProgressView(ClasificacionUiState.textoDeCarga)
                    .navigationTitle(ClasificacionUiState.titulo)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
                    .navigationTitle(ClasificacionUiState.titulo)
            case let .exito(exito):
                tabla(exito)
            }
        }

        private func tabla(_ exito: ClasificacionUiState.Exito) -> some View {
            List {
                ForEach(exito.lineasEnJuego, id: \.self) { linea in
                    Label(linea, systemImage: "play.fill")
                        .foregroundStyle(.secondary)
                }
                // With no teams the screen says so instead, as the text twin does: no empty table.
                if exito.enLugarDeLaTabla == nil {
                    Section(exito.nombreDelTorneo) {
                        Grid(horizontalSpacing: 8, verticalSpacing: 6) {
                            GridRow {
                                Text("")
                                Text(ClasificacionUiState.columnaDelEquipo)
                                    .gridColumnAlignment(.leading)
                                ForEach(ClasificacionUiState.columnas, id: \.self) { columna in
                                    Text(columna)
                                        .gridColumnAlignment(.trailing)
                                }
                            }
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            ForEach(Array(exito.filas.enumerated()), id: \.element.equipo) { indice, fila in
                                GridRow {
                                    Text("\(indice + 1)")
                                        .foregroundStyle(.secondary)
                                    HStack(spacing: 4) {
                                        Text(fila.equipo)
                                            .bold(fila.enJuego)
                                        if fila.enJuego {
                                            Image(systemName: "play.fill")
                                                .foregroundStyle(.green)
                                        }
                                    }
                                    // By position: a row's figures repeat ("0", "0"), and ids must not.
                                    ForEach(Array(ClasificacionUiState.Exito.cifras(de: fila).enumerated()), id: \.offset) { _, cifra in
                                        Text(cifra)
                                    }
                                }
                                .monospacedDigit()
                            }
                        }
                    }
                }
                if !exito.ultimoAviso.isEmpty {
                    Label(ClasificacionUiState.prefijoDelAviso + exito.ultimoAviso, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.orange)
                }
            }
            .overlay {
                if let sinEquipos = exito.enLugarDeLaTabla {
                    ContentUnavailableView(sinEquipos, systemImage: "list.bullet.rectangle")
                }
            }
            .navigationTitle(ClasificacionUiState.titulo)
        }
    }

    #Preview("Con partidos jugados") {
        let partidos = PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado])
        return NavigationStack {
            ClasificacionView(
                viewModel: ClasificacionViewModel(
                    calcular: CalcularLaClasificacion(torneo: ComoVaElTorneo(repositorio: partidos, juego: nil))))
        }
    }

    #Preview("Con un partido en juego") {
        let partidos = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let juego = JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: 1, minuto: 60))
        return NavigationStack {
            ClasificacionView(
                viewModel: ClasificacionViewModel(
                    calcular: CalcularLaClasificacion(torneo: ComoVaElTorneo(repositorio: partidos, juego: juego))))
        }
    }

    #Preview("Sin equipos") {
        NavigationStack {
            ClasificacionView(
                viewModel: ClasificacionViewModel(
                    calcular: CalcularLaClasificacion(
                        torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(equipos: [], partidos: []), juego: nil))))
        }
    }

    #Preview("Cargando") {
        NavigationStack {
            ContenidoDeLaClasificacion(uiState: .cargando)
        }
    }

    #Preview("Error") {
        NavigationStack {
            ContenidoDeLaClasificacion(uiState: .error("No se pudo leer el torneo."))
        }
    }
#endif
