import Arbitros
import Cronica
import Equipos
import Marcador
import Partidos

/// How each screen prints: its title and its ViewModel's state through the feature's own renderer.
@MainActor
enum Pantallas {
    static func lista(_ viewModel: ListaDePartidosViewModel, en consola: Consola) {
        consola.pantalla("Partidos", TextoDeLaLista.lineas(de: viewModel.uiState))
    }

    static func partido(_ viewModel: PartidoViewModel, en consola: Consola) {
        consola.pantalla("Partido n.º \(viewModel.partidoId)", TextoDelMarcador.lineas(de: viewModel.uiState, aviso: viewModel.aviso))
    }

    static func goleadores(_ viewModel: GoleadoresViewModel, en consola: Consola) {
        consola.pantalla("Goleadores", TextoDeGoleadores.lineas(de: viewModel.uiState))
    }

    static func arbitros(_ viewModel: ArbitrosViewModel, en consola: Consola) {
        consola.pantalla("Árbitros", TextoDeArbitros.lineas(de: viewModel.estado))
    }

    static func cronica(_ viewModel: CronicaViewModel, en consola: Consola) {
        consola.pantalla("Crónica del partido n.º \(viewModel.partidoId)", TextoDeLaCronica.lineas(de: viewModel.estado))
    }

    static func equipos(_ viewModel: EquiposViewModel, en consola: Consola) {
        consola.pantalla("Equipos", TextoDeEquipos.lineas(de: viewModel.estado))
    }
}
