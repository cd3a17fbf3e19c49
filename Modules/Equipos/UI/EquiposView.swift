#if canImport(SwiftUI)
    import Partidos
    public import SwiftUI
    import Torneo

    /// Every team with its roster ("Ana #9", "Luis"…), and a form to sign a player: the team, the name
    /// and an optional dorsal. The ViewModel validates and says why a signing was refused; the form is
    /// cleared only when the player joined, so a refused signing can be corrected.
    public struct EquiposView: View {
        let viewModel: EquiposViewModel
        @State private var equipo: String?
        @State private var nombre = ""
        @State private var dorsal: Int?

        public init(viewModel: EquiposViewModel) {
            self.viewModel = viewModel
        }

        public var body: some View {
            let estado = viewModel.estado
            Form {
                ForEach(estado.filas) { fila in
                    Section(fila.nombre) {
                        if fila.jugadores.isEmpty {
                            Text("Sin jugadores")
                                .foregroundStyle(.secondary)
                        }
                        ForEach(fila.jugadores, id: \.self) { jugador in
                            Text(jugador)
                        }
                    }
                }
                Section("Fichar a un jugador") {
                    Picker("Equipo", selection: $equipo) {
                        Text("Elige un equipo").tag(String?.none)
                        ForEach(estado.filas) { fila in
                            Text(fila.nombre).tag(String?.some(fila.nombre))
                        }
                    }
                    TextField("Nombre", text: $nombre)
                    Picker("Dorsal", selection: $dorsal) {
                        Text("Sin dorsal").tag(Int?.none)
                        ForEach(Jugador.dorsalesValidos, id: \.self) { numero in
                            Text("\(numero)").tag(Int?.some(numero))
                        }
                    }
                    if let error = estado.error {
                        Label(error, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                    Button("Fichar") {
                        fichar()
                    }
                    .disabled(equipo == nil)
                }
            }
            .navigationTitle("Equipos")
        }

        private func fichar() {
            guard let equipo else { return }
            if viewModel.fichar(equipo: equipo, nombre: nombre, dorsal: dorsal) {
                nombre = ""
                dorsal = nil
            }
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
        // Rayo FC already has an Ana: the ViewModel keeps the reason for the screen.
        viewModel.fichar(equipo: "Rayo FC", nombre: "ana", dorsal: nil)
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
