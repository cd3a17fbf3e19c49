#if canImport(SwiftUI)
    import Core
    import Partidos
    import Presentacion
    public import SwiftUI
    import Torneo

    /// The match screen. Appearing starts the match through the app's one `PartidoEnJuego`, or
    /// resumes it when it is already live (`PartidoViewModel.empezar()`); the buttons register a goal
    /// by hand for either side, which the ViewModel refuses, saying why under the score, when the match
    /// is not in play.
    public struct PartidoView: View {
        let viewModel: PartidoViewModel

        public init(viewModel: PartidoViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            ContenidoDelPartido(partidoId: viewModel.partidoId, uiState: viewModel.uiState) { lado in
                viewModel.registrarGol(lado)
            }
            .onAppear {
                viewModel.empezar()
            }
        }
    }

    /// One state of the match screen, apart from its ViewModel so that `cargando`, which lasts only
    /// until the screen appears, has a preview too.
    struct ContenidoDelPartido: View {
        let partidoId: Int
        let uiState: MarcadorUiState
        let marcarGol: (Lado) -> Void

        var body: some View {
            contenido
                .navigationTitle(MarcadorUiState.titulo(partidoId: partidoId))
        }

        @ViewBuilder
        private var contenido: some View {
            switch uiState {
            case .cargando:
                ProgressView(MarcadorUiState.textoDeCarga)
            case let .error(mensaje):
                ContentUnavailableView(mensaje, systemImage: "exclamationmark.triangle")
            case let .exito(exito):
                List {
                    Section {
                        VStack(spacing: 12) {
                            HStack {
                                Text(exito.partido.local.nombre)
                                Spacer()
                                Text(exito.marcador.description)
                                    .font(.largeTitle.monospacedDigit().bold())
                                Spacer()
                                Text(exito.partido.visitante.nombre)
                            }
                            ProgressView(value: Double(exito.minuto), total: Double(exito.duracion)) {
                                Text(exito.minutoDeLaDuracion)
                                    .monospacedDigit()
                            }
                            Label(exito.fase, systemImage: exito.marcha.simbolo)
                                .foregroundStyle(color(de: exito.marcha))
                            if !exito.ultimoAviso.isEmpty {
                                Text(exito.ultimoAviso)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                    Section(MarcadorUiState.tituloDeLosGoles) {
                        ForEach(Array(exito.goles.enumerated()), id: \.offset) { _, gol in
                            Text(gol)
                        }
                    }
                    Section(MarcadorUiState.tituloDelGolAMano) {
                        ForEach(exito.golesAMano, id: \.titulo) { gol in
                            Button(gol.titulo) { marcarGol(gol.lado) }
                        }
                    }
                }
            }
        }

        private func color(de marcha: MarcadorUiState.Marcha) -> Color {
            switch marcha {
            case .enJuego: .green
            case .detenido: .secondary
            }
        }
    }

    /// A screen of match `id` of the preview tournament on its own `PartidoEnJuego`, unless one is
    /// given; a minute lasts `msPorMinuto` real milliseconds (0: the match is over at once).
    @MainActor
    private func partidoDeMuestra(
        id: Int, msPorMinuto: Int = 1_000, partidos: PartidosDeMuestra = PartidosDeMuestra(), enJuego: PartidoEnJuego = PartidoEnJuego()
    ) -> PartidoViewModel {
        PartidoViewModel(
            partidoId: id,
            repositorio: partidos,
            registrarGol: RegistrarGol(repositorio: partidos, juego: enJuego),
            partidoEnJuego: enJuego,
            notificador: NotificadorDeSistema(),
            duracion: 90,
            msPorMinuto: msPorMinuto
        )
    }

    #Preview("Cargando") {
        NavigationStack {
            ContenidoDelPartido(partidoId: 1, uiState: .cargando) { _ in }
        }
    }

    #Preview("Error") {
        NavigationStack {
            PartidoView(viewModel: partidoDeMuestra(id: 99))
        }
    }

    #Preview("En juego") {
        NavigationStack {
            PartidoView(viewModel: partidoDeMuestra(id: 1))
        }
    }

    #Preview("Final") {
        NavigationStack {
            PartidoView(viewModel: partidoDeMuestra(id: 1, msPorMinuto: 0))
        }
    }

    #Preview("Otro partido en juego") {
        // Match 1 is already playing on the same PartidoEnJuego, so match 2 cannot start.
        let partidos = PartidosDeMuestra()
        let enJuego = PartidoEnJuego()
        partidoDeMuestra(id: 1, partidos: partidos, enJuego: enJuego).empezar()
        return NavigationStack {
            PartidoView(viewModel: partidoDeMuestra(id: 2, partidos: partidos, enJuego: enJuego))
        }
    }
#endif
