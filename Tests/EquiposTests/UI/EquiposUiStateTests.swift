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

        #expect(viewModel.exito?.borrador == BorradorDeFichaje())
        #expect(viewModel.exito?.sePuedeFichar == false)
        #expect(!viewModel.fichar())
        #expect(viewModel.exito?.ultimoAviso == "")
    }

    @Test func conEquipoElegidoSePuedeFichar() {
        let viewModel = pantalla()
        viewModel.elegirEquipo("Toros")

        #expect(viewModel.exito?.sePuedeFichar == true)
        viewModel.elegirEquipo(nil)
        #expect(viewModel.exito?.sePuedeFichar == false)
    }

    @Test func unFichajeAceptadoVaciaElNombreYElDorsalYConservaElEquipo() {
        let viewModel = pantalla()
        viewModel.elegirEquipo("Águilas")
        viewModel.cambiarNombre("Eva")
        viewModel.elegirDorsal(23)

        #expect(viewModel.fichar())

        #expect(viewModel.exito?.borrador == BorradorDeFichaje(equipo: "Águilas"))
        #expect(viewModel.exito?.filas.last?.texto == "Águilas: Nico #11, Eva #23")
        #expect(viewModel.exito?.ultimoAviso == "")
    }

    @Test func unFichajeRechazadoConservaElFormularioParaCorregirlo() {
        let viewModel = pantalla()
        let borrador = BorradorDeFichaje(equipo: "Rayo FC", nombre: "ana", dorsal: 7)
        viewModel.elegirEquipo("Rayo FC")
        viewModel.cambiarNombre("ana")
        viewModel.elegirDorsal(7)

        #expect(!viewModel.fichar())

        #expect(viewModel.exito?.borrador == borrador)
        #expect(viewModel.exito?.ultimoAviso == "Rayo FC ya tiene un jugador llamado Ana.")
    }

    @Test func losDorsalesQueOfreceElFormularioVanDel1Al99() {
        #expect(EquiposUiState.dorsales.first == 1)
        #expect(EquiposUiState.dorsales.last == 99)
    }
}
