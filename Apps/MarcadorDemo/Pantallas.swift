import Arbitros
import Cronica
import Equipos
import Marcador
import MarcadorApp
import Partidos

/// How each screen prints: its title and its ViewModel's state through the feature's own renderer.
@MainActor
enum Pantallas {
    static func lista(_ viewModel: ListaDePartidosViewModel, en consola: Consola) {
        consola.pantalla(TextoDeLaLista.lineas(de: viewModel.uiState))
    }

    static func partido(_ viewModel: PartidoViewModel, en consola: Consola) {
        consola.pantalla(TextoDelMarcador.lineas(de: viewModel.pantalla))
    }

    static func goleadores(_ viewModel: GoleadoresViewModel, en consola: Consola) {
        consola.pantalla(TextoDeGoleadores.lineas(de: viewModel.uiState))
    }

    static func arbitros(_ viewModel: ArbitrosViewModel, en consola: Consola) {
        consola.pantalla(TextoDeArbitros.lineas(de: viewModel.estado))
    }

    static func cronica(_ viewModel: CronicaViewModel, en consola: Consola) {
        consola.pantalla(TextoDeLaCronica.lineas(de: viewModel.estado))
    }

    static func equipos(_ viewModel: EquiposViewModel, en consola: Consola) {
        consola.pantalla(TextoDeEquipos.lineas(de: viewModel.estado))
    }

    static func ajustes(_ viewModel: AjustesViewModel, en consola: Consola) {
        consola.pantalla(TextoDeAjustes.lineas(de: viewModel.estado))
    }
}
