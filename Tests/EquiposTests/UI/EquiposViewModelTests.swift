import Core
import Equipos
import Observation
import Partidos
import Testing
import Torneo

@MainActor
@Suite struct EquiposViewModelTests {
    private func pantalla(_ repositorio: PartidosDeMuestra) -> EquiposViewModel {
        EquiposViewModel(repositorio: repositorio, ficharJugador: FicharJugador(repositorio: repositorio))
    }

    @Test func muestraCadaEquipoConSuPlantillaYSusDorsales() {
        let viewModel = pantalla(PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))

        #expect(
            viewModel.exito?.filas.map(\.texto) == [
                "Rayo FC: Ana #9, Luis, Marta #1",
                "Toros: Iván #7, Sofía #10",
                "Lobos: Pedro #4, Carla #5",
                "Águilas: Nico #11",
            ])
        #expect(viewModel.exito?.ultimoAviso == "")
    }

    @Test func unEquipoSinJugadoresLoDice() throws {
        let osos = try Equipo(nombre: "Osos")
        let viewModel = pantalla(PartidosDeMuestra(equipos: [osos], partidos: []))

        #expect(viewModel.exito?.filas.map(\.texto) == ["Osos: sin jugadores"])
    }

    @Test func ficharAñadeElJugadorALaFilaDeSuEquipo() {
        let viewModel = pantalla(PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))

        let fichado = viewModel.fichar(equipo: "Águilas", nombre: " Eva ", dorsal: 23)

        #expect(fichado)
        #expect(viewModel.exito?.filas.last?.texto == "Águilas: Nico #11, Eva #23")
        #expect(viewModel.exito?.ultimoAviso == "")
    }

    @Test func unFichajeRechazadoMuestraElErrorYNoCambiaLasFilas() {
        let viewModel = pantalla(PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))
        let antes = viewModel.exito?.filas

        let fichado = viewModel.fichar(equipo: "Rayo FC", nombre: "ána", dorsal: nil)

        #expect(!fichado)
        #expect(viewModel.exito?.ultimoAviso == "Rayo FC ya tiene un jugador llamado Ana.")
        #expect(viewModel.exito?.filas == antes)
    }

    @Test func elEstadoReuneLasFilasYElError() {
        let viewModel = pantalla(PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))

        viewModel.fichar(equipo: "Osos", nombre: "Eva", dorsal: nil)

        #expect(
            viewModel.uiState
                == .exito(.init(filas: PartidosDeMuestra().equipos.map(FilaDeEquipo.init), ultimoAviso: "No existe el equipo Osos")))
        #expect(viewModel.exito?.filas.count == 4)
    }

    @Test func unFichajeCorrectoBorraElErrorAnterior() {
        let viewModel = pantalla(PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]))
        viewModel.fichar(equipo: "Rayo FC", nombre: "Eva", dorsal: 9)

        viewModel.fichar(equipo: "Rayo FC", nombre: "Eva", dorsal: 23)

        #expect(viewModel.exito?.ultimoAviso == "")
    }

    @Test func siNoSePuedeGuardarMuestraPorQue() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        repositorio.falloAlGuardar = "disco lleno"
        let viewModel = pantalla(repositorio)

        viewModel.fichar(equipo: "Rayo FC", nombre: "Eva", dorsal: nil)

        #expect(viewModel.exito?.ultimoAviso == "No se pudo guardar el torneo: disco lleno")
        #expect(viewModel.exito?.filas.first?.texto == "Rayo FC: Ana #9, Luis, Marta #1")
    }

    @Test func otraPantallaVeElFichajeYSeEnteraDelCambio() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let unaPantalla = pantalla(repositorio)
        let otraPantalla = pantalla(repositorio)
        let cambio = Cambio()
        withObservationTracking {
            _ = otraPantalla.uiState
        } onChange: {
            cambio.avisado()
        }

        unaPantalla.fichar(equipo: "Lobos", nombre: "Eva", dorsal: nil)

        #expect(cambio.veces == 1)
        #expect(otraPantalla.exito?.filas[2].texto == "Lobos: Pedro #4, Carla #5, Eva")
    }
}

/// Counts observation callbacks, which may arrive on any thread.
private final class Cambio: Sendable {
    private let cuenta = Cerrojo(0)
    var veces: Int { cuenta.withLock { $0 } }
    func avisado() { cuenta.withLock { $0 += 1 } }
}
