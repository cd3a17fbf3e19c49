import Equipos
import Partidos
import Testing
import Torneo

/// The Equipos screen's states and its form, as the SwiftUI view and the text renderer read them.
@MainActor
@Suite struct EquiposUiStateTests {
    private func pantalla() -> EquiposViewModel {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        return EquiposViewModel(repositorio: repositorio, ficharJugador: FicharJugador(repositorio: repositorio))
    }

    @Test func unEquipoSinJugadoresLoDiceEnLugarDeLaPlantilla() {
        let osos = FilaDeEquipo(nombre: "Osos", jugadores: [])
        let rayo = FilaDeEquipo(nombre: "Rayo FC", jugadores: ["Ana #9"])

        #expect(osos.enLugarDeLaPlantilla == "Sin jugadores")
        #expect(osos.texto == "Osos: sin jugadores")
        #expect(rayo.enLugarDeLaPlantilla == nil)
        #expect(rayo.texto == "Rayo FC: Ana #9")
    }

    @Test func sinEquipoElegidoNoSePuedeFichar() {
        let viewModel = pantalla()

        #expect(viewModel.uiState.borrador == BorradorDeFichaje())
        #expect(!viewModel.uiState.sePuedeFichar)
        #expect(!viewModel.fichar())
        #expect(viewModel.error == nil)
    }

    @Test func conEquipoElegidoSePuedeFichar() {
        let viewModel = pantalla()
        viewModel.borrador.equipo = "Toros"

        #expect(viewModel.uiState.sePuedeFichar)
    }

    @Test func unFichajeAceptadoVaciaElNombreYElDorsalYConservaElEquipo() {
        let viewModel = pantalla()
        viewModel.borrador = BorradorDeFichaje(equipo: "Águilas", nombre: "Eva", dorsal: 23)

        #expect(viewModel.fichar())

        #expect(viewModel.uiState.borrador == BorradorDeFichaje(equipo: "Águilas"))
        #expect(viewModel.uiState.filas.last?.texto == "Águilas: Nico #11, Eva #23")
        #expect(viewModel.uiState.error == nil)
    }

    @Test func unFichajeRechazadoConservaElFormularioParaCorregirlo() {
        let viewModel = pantalla()
        let borrador = BorradorDeFichaje(equipo: "Rayo FC", nombre: "ana", dorsal: 7)
        viewModel.borrador = borrador

        #expect(!viewModel.fichar())

        #expect(viewModel.uiState.borrador == borrador)
        #expect(viewModel.uiState.error == "Rayo FC ya tiene un jugador llamado Ana.")
    }

    @Test func losDorsalesQueOfreceElFormularioVanDel1Al99() {
        #expect(EquiposUiState.dorsales.first == 1)
        #expect(EquiposUiState.dorsales.last == 99)
    }
}
