import Arbitros
import Core
import Testing

@MainActor
@Suite("ArbitrosViewModel", .timeLimit(.minutes(1)))
struct ArbitrosViewModelTests {

    @Test func alAbrirMuestraLaListaDelRepositorioSinRefrescar() {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])

        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        #expect(viewModel.uiState == ArbitrosUiState(arbitros: [Arbitro.kurtis], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil))
        #expect(repositorio.refrescos == 0)
    }

    @Test func mientrasRefrescaMarcaRefrescandoYAlTerminarMuestraLaListaNueva() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])
        repositorio.retenerElSiguiente = true
        repositorio.respuestas = [.success([Arbitro.leanne])]
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        let refresco = Task { await viewModel.refrescar() }
        await repositorio.esperarRefrescoRetenido()
        #expect(viewModel.uiState == ArbitrosUiState(arbitros: [Arbitro.kurtis], refrescando: true, errorDeRed: nil, avisoDelAlmacen: nil))

        repositorio.soltar()
        await refresco.value
        #expect(viewModel.uiState == ArbitrosUiState(arbitros: [Arbitro.leanne], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil))
    }

    @Test func sinConexionConservaLaListaYMuestraElAviso() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])
        repositorio.respuestas = [.failure(.sinConexion)]
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        await viewModel.refrescar()

        #expect(viewModel.uiState.arbitros == [Arbitro.kurtis])
        #expect(viewModel.uiState.refrescando == false)
        #expect(viewModel.uiState.errorDeRed == .sinConexion)
        #expect(viewModel.uiState.aviso == "Comprueba la conexión y vuelve a intentarlo.")
    }

    @Test func reintentarConExitoQuitaElAviso() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])
        repositorio.respuestas = [.failure(.tiempoAgotado), .success([Arbitro.leanne])]
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        await viewModel.refrescar()

        await viewModel.refrescar()

        #expect(viewModel.uiState == ArbitrosUiState(arbitros: [Arbitro.leanne], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil))
        #expect(repositorio.refrescos == 2)
    }

    @Test func unRefrescoCanceladoNoMuestraAviso() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])
        repositorio.respuestas = [.failure(.cancelado)]
        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        await viewModel.refrescar()

        #expect(viewModel.uiState == ArbitrosUiState(arbitros: [Arbitro.kurtis], refrescando: false, errorDeRed: nil, avisoDelAlmacen: nil))
    }

    @Test func noEmpiezaOtroRefrescoMientrasUnoSigueEnMarcha() async {
        let repositorio = ArbitrosDeMuestra()
        repositorio.retenerElSiguiente = true
        let viewModel = ArbitrosViewModel(repositorio: repositorio)
        let refresco = Task { await viewModel.refrescar() }
        await repositorio.esperarRefrescoRetenido()

        await viewModel.refrescar()

        #expect(repositorio.refrescos == 1)
        repositorio.soltar()
        await refresco.value
    }

    @Test func muestraElAvisoDelAlmacenDelRepositorio() {
        let repositorio = ArbitrosDeMuestra(
            aviso:
                "No se pudo leer arbitros.json (contenido ilegible: no es JSON válido); se ha guardado aparte como arbitros.json.unreadable-20261130T161700Z."
        )

        let viewModel = ArbitrosViewModel(repositorio: repositorio)

        #expect(
            viewModel.uiState.avisoDelAlmacen
                == "No se pudo leer arbitros.json (contenido ilegible: no es JSON válido); se ha guardado aparte como arbitros.json.unreadable-20261130T161700Z."
        )
    }

    @Test func alCerrarLaPantallaSeLibera() {
        let repositorio = ArbitrosDeMuestra()
        var viewModel: ArbitrosViewModel? = ArbitrosViewModel(repositorio: repositorio)
        weak let liberado = viewModel

        viewModel = nil

        #expect(liberado == nil)
    }
}
