import Arbitros
import Core
import CoreTestSupport
import Foundation
import Observation
import Testing

/// The screen over the real repository and a real file: what a person sees when the network fails.
@MainActor
@Suite("ArbitrosViewModel con RepositorioDeArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct ArbitrosViewModelConRepositorioTests {
    let carpeta = CarpetaTemporal()
    var almacen: AlmacenDeArbitros { AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta.url)) }

    @Test func laListaGuardadaSaleEnseguidaYLuegoLaDelServidor() async throws {
        try almacen.guardar([Arbitro.kurtis])
        let servicio = ServicioDelTorneoEspia.deUsuarios([.usuarios([.leanne])])
        let viewModel = ArbitrosViewModel.sobre(RepositorioDeArbitros(servicio: servicio, almacen: almacen))
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Kurtis Weissnat · Howemouth"])

        await viewModel.refrescar()

        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Leanne Graham · Gwenborough"])
    }

    @Test func sinConexionLaPantallaConservaLaListaYMuestraElAviso() async throws {
        try almacen.guardar([Arbitro.leanne])
        let servicio = ServicioDelTorneoEspia.deUsuarios([.fallo(.sinConexion)])
        let viewModel = ArbitrosViewModel.sobre(RepositorioDeArbitros(servicio: servicio, almacen: almacen))

        await viewModel.refrescar()

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    /// A 200 answer of `[]` never erases a saved list: the list and its file stay, and the person is
    /// told, with the retry.
    @Test func unaRespuestaVaciaNoBorraLaListaGuardadaNiSuArchivo() async throws {
        try almacen.guardar([Arbitro.kurtis, Arbitro.leanne])
        let archivo = carpeta.url.appending(path: "arbitros.json")
        let bytes = try Data(contentsOf: archivo)
        let viewModel = ArbitrosViewModel.sobre(
            RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([.usuarios([])]), almacen: almacen))

        await viewModel.refrescar()

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Kurtis Weissnat · Howemouth",
                "Leanne Graham · Gwenborough",
                "El servidor respondió sin árbitros: se mantienen los guardados; vuelve a intentarlo más tarde.",
                "[Reintentar]",
            ])
        #expect(try Data(contentsOf: archivo) == bytes)
    }

    @Test func laPrimeraVezSinNadaGuardadoDiceQueEstaBuscando() async throws {
        let servicio = ServicioDelTorneoEspia.deUsuarios([.usuarios([.leanne])], retenidas: true)
        let viewModel = ArbitrosViewModel.sobre(RepositorioDeArbitros(servicio: servicio, almacen: almacen))

        let refresco = Task { await viewModel.refrescar() }
        await servicio.esperarPeticiones(1)
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Buscando árbitros…"])

        servicio.soltar(0)
        #expect(await refresco.value)
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Leanne Graham · Gwenborough"])
    }

    @Test func conElServidorDeEjemploLaPrimeraFilaEsLeanneGraham() async {
        let servicio = ServicioDeEjemplo(respuestas: [UsuarioDTO.respuestaDeEjemplo])
        let viewModel = ArbitrosViewModel.sobre(RepositorioDeArbitros(servicio: servicio, almacen: nil))

        await viewModel.refrescar()

        let lineas = TextoDeArbitros.lineas(de: viewModel.uiState)
        #expect(lineas.count == 11)
        #expect(lineas.prefix(3) == ["Árbitros", "Leanne Graham · Gwenborough", "Ervin Howell · Wisokyburgh"])
    }

    @Test func conElServidorDeEjemploSinConexionMuestraElAviso() async {
        let servicio = ServicioDeEjemplo(sinConexion: true, respuestas: [UsuarioDTO.respuestaDeEjemplo])
        let viewModel = ArbitrosViewModel.sobre(RepositorioDeArbitros(servicio: servicio, almacen: nil))

        await viewModel.refrescar()

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Sin árbitros guardados",
                "No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    @Test func laPantallaSeEnteraDeUnRefrescoHechoDesdeOtra() async throws {
        let servicio = ServicioDelTorneoEspia.deUsuarios([.usuarios([.leanne])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: nil)
        let refrescar = RefrescarArbitros(repositorio: repositorio)
        let pantalla = ArbitrosViewModel(repositorio: repositorio, refrescar: refrescar)
        let otraPantalla = ArbitrosViewModel(repositorio: repositorio, refrescar: refrescar)
        let cambios = CambiosObservados()
        withObservationTracking {
            _ = pantalla.uiState
        } onChange: {
            cambios.anotar()
        }

        await otraPantalla.refrescar()

        #expect(cambios.cuantos == 1)
        #expect(pantalla.uiState == .exito(.init(arbitros: [Arbitro.leanne])))
    }
}

/// Counts observation callbacks, which may come from any thread.
private final class CambiosObservados: Sendable {
    private let contador = Cerrojo(0)
    func anotar() { contador.withLock { $0 += 1 } }
    var cuantos: Int { contador.withLock { $0 } }
}
