import Testing
import Clasificacion

/// The screen shows the repository's names and says why a name was refused; the rules are the use
/// case's.
@MainActor
@Suite("ClasificacionViewModel")
struct ClasificacionViewModelTests {
    private func pantalla(_ repositorio: ClasificacionDeMuestra) -> ClasificacionViewModel {
        ClasificacionViewModel(repositorio: repositorio, anadir: AnadirClasificacion(repositorio: repositorio))
    }

    @Test func muestraLosNombresYAnadeUnoEnOrden() {
        let repositorio = ClasificacionDeMuestra(nombres: ["Sur"])
        let viewModel = pantalla(repositorio)

        #expect(viewModel.anadir("Este"))

        #expect(viewModel.uiState == .exito(.init(nombres: ["Este", "Sur"], ultimoAviso: "")))
        #expect(TextoDeClasificacion.lineas(de: viewModel.uiState) == ["Clasificacion", "  Este", "  Sur"])
    }

    @Test func sinNombresLoDice() {
        #expect(TextoDeClasificacion.lineas(de: pantalla(ClasificacionDeMuestra()).uiState) == ["Clasificacion", ClasificacionUiState.vacio])
    }

    @Test func unNombreRechazadoSeDicePorQueHastaQueOtroEntra() {
        let viewModel = pantalla(ClasificacionDeMuestra(nombres: ["Sur"]))

        #expect(!viewModel.anadir("Sur"))
        #expect(TextoDeClasificacion.lineas(de: viewModel.uiState).last == ErrorDeClasificacion.repetido("Sur").mensaje)

        #expect(viewModel.anadir("Este"))
        #expect(viewModel.uiState == .exito(.init(nombres: ["Este", "Sur"], ultimoAviso: "")))
    }

    @Test func loQueNoSePudoGuardarNoSeMuestra() {
        let viewModel = pantalla(ClasificacionDeMuestra(guarda: false))

        #expect(!viewModel.anadir("Este"))

        let aviso = ErrorDeClasificacion.noSeGuardo(ClasificacionDeMuestra.motivoSinGuardar).mensaje
        #expect(viewModel.uiState == .exito(.init(nombres: [], ultimoAviso: aviso)))
    }
}
