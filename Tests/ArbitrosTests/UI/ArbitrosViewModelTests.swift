import Arbitros
import Core
import CoreTestSupport
import Testing

@MainActor
@Suite("ArbitrosViewModel", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct ArbitrosViewModelTests {

    @Test func alAbrirMuestraLaListaDelRepositorioSinRefrescar() {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis])

        let viewModel = ArbitrosViewModel.sobre(repositorio)

        #expect(viewModel.uiState == .exito(.init(arbitros: [Arbitro.kurtis])))
        #expect(repositorio.descargas == 0)
    }

    @Test func mientrasRefrescaMarcaActualizandoYAlTerminarMuestraLaListaNueva() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.success([Arbitro.leanne])], retenerElSiguiente: true)
        let viewModel = ArbitrosViewModel.sobre(repositorio)

        let refresco = Task { await viewModel.refrescar() }
        await repositorio.esperarRefrescoRetenido()
        #expect(viewModel.uiState == .exito(.init(arbitros: [Arbitro.kurtis], actualizando: true)))

        repositorio.soltar()
        #expect(await refresco.value)
        #expect(viewModel.uiState == .exito(.init(arbitros: [Arbitro.leanne])))
    }

    @Test func sinListaMientrasLlegaLaPrimeraRespuestaEstaCargando() async {
        let repositorio = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne])], retenerElSiguiente: true)
        let viewModel = ArbitrosViewModel.sobre(repositorio)

        let refresco = Task { await viewModel.refrescar() }
        await repositorio.esperarRefrescoRetenido()
        #expect(viewModel.uiState == .cargando)

        repositorio.soltar()
        #expect(await refresco.value)
        #expect(viewModel.uiState == .exito(.init(arbitros: [Arbitro.leanne])))
    }

    @Test func sinConexionConservaLaListaYOfreceReintentarConElMensajeDelFallo() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], respuestas: [.failure(.red(.sinConexion))])
        let viewModel = ArbitrosViewModel.sobre(repositorio)

        #expect(await viewModel.refrescar() == false)

        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        arbitros: [Arbitro.kurtis], ultimoAviso: "No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                        sePuedeReintentar: true)))
    }

    @Test func reintentarConExitoQuitaElAviso() async {
        let repositorio = ArbitrosDeMuestra(
            guardados: [Arbitro.kurtis], respuestas: [.failure(.red(.tiempoAgotado)), .success([Arbitro.leanne])])
        let viewModel = ArbitrosViewModel.sobre(repositorio)
        await viewModel.refrescar()

        await viewModel.refrescar()

        #expect(viewModel.uiState == .exito(.init(arbitros: [Arbitro.leanne])))
        #expect(repositorio.descargas == 2)
    }

    @Test func unRefrescoRechazadoDiceElPorqueSinOfrecerReintentar() async {
        let repositorio = ArbitrosDeMuestra(guardados: [Arbitro.kurtis], retenerElSiguiente: true)
        let viewModel = ArbitrosViewModel.sobre(repositorio)
        let refresco = Task { await viewModel.refrescar() }
        await repositorio.esperarRefrescoRetenido()

        #expect(await viewModel.refrescar() == false)

        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        arbitros: [Arbitro.kurtis], actualizando: true,
                        ultimoAviso: "Ya se están refrescando los árbitros: espera a que termine.")))
        #expect(repositorio.descargas == 1)
        repositorio.soltar()
        #expect(await refresco.value)
    }

    /// The suite's time stands still: a second refresh comes 0 s after the first reached the server.
    @Test func unRefrescoDemasiadoProntoDiceCuandoVolverSinOfrecerReintentar() async {
        let repositorio = ArbitrosDeMuestra(respuestas: [.success([Arbitro.leanne]), .success([Arbitro.ervin])])
        let viewModel = ArbitrosViewModel.sobre(repositorio)
        await viewModel.refrescar()

        #expect(await viewModel.refrescar() == false)

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "Los árbitros se refrescaron hace 0 s: vuelve a refrescar dentro de 60 s.",
            ])
        #expect(repositorio.descargas == 1)
    }

    @Test func elAvisoDelAlmacenDelRepositorioEsElUltimoAviso() {
        let aviso = "No se pudo guardar arbitros.json: no queda espacio en el disco"
        let repositorio = ArbitrosDeMuestra(aviso: aviso)

        let viewModel = ArbitrosViewModel.sobre(repositorio)

        #expect(viewModel.uiState == .exito(.init(arbitros: [], ultimoAviso: aviso)))
    }

    @Test func alCerrarLaPantallaSeLibera() {
        let repositorio = ArbitrosDeMuestra()
        var viewModel: ArbitrosViewModel? = ArbitrosViewModel.sobre(repositorio)
        weak let liberado = viewModel

        viewModel = nil

        #expect(liberado == nil)
    }
}
