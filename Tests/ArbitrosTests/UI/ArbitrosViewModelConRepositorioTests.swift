import Arbitros
import Core
import CoreTestSupport
import Foundation
import Observation
import Testing

/// The screen over the real repository and a real file: what a person sees when the network fails.
@MainActor
@Suite("ArbitrosViewModel con RepositorioDeArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(ahoraFijo) })
struct ArbitrosViewModelConRepositorioTests {
    let carpeta = CarpetaTemporal()
    var almacen: AlmacenDeArbitros { AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta.url)) }

    @Test func laListaGuardadaSaleEnseguidaYLuegoLaDelServidor() async throws {
        try almacen.guardar([Arbitro.kurtis])
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])])
        let viewModel = ArbitrosViewModel(repositorio: RepositorioDeArbitros(servicio: servicio, almacen: almacen))
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Kurtis Weissnat · Howemouth"])

        await viewModel.refrescar()

        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Leanne Graham · Gwenborough"])
    }

    @Test func sinConexionLaPantallaConservaLaListaYMuestraElAviso() async throws {
        try almacen.guardar([Arbitro.leanne])
        let servicio = ServicioDeEjemplo.deUsuarios([.fallo(.sinConexion)])
        let viewModel = ArbitrosViewModel(repositorio: RepositorioDeArbitros(servicio: servicio, almacen: almacen))

        await viewModel.refrescar()

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Leanne Graham · Gwenborough",
                "No hay conexión",
                "Comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    @Test func laPrimeraVezSinNadaGuardadoDiceQueEstaBuscando() async throws {
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])], retenidas: true)
        let viewModel = ArbitrosViewModel(repositorio: RepositorioDeArbitros(servicio: servicio, almacen: almacen))

        let refresco = Task { await viewModel.refrescar() }
        await servicio.esperarPeticiones(1)
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Buscando árbitros…"])

        servicio.soltar(0)
        await refresco.value
        #expect(TextoDeArbitros.lineas(de: viewModel.uiState) == ["Árbitros", "Leanne Graham · Gwenborough"])
    }

    @Test func conElServidorDeEjemploLaPrimeraFilaEsLeanneGraham() async {
        let servicio = ServicioDeEjemplo(reloj: ContinuousClock(), respuestas: [UsuarioDTO.respuestaDeEjemplo])
        let viewModel = ArbitrosViewModel(repositorio: RepositorioDeArbitros(servicio: servicio, almacen: nil))

        await viewModel.refrescar()

        let lineas = TextoDeArbitros.lineas(de: viewModel.uiState)
        #expect(lineas.count == 11)
        #expect(lineas.prefix(3) == ["Árbitros", "Leanne Graham · Gwenborough", "Ervin Howell · Wisokyburgh"])
    }

    @Test func conElServidorDeEjemploSinConexionMuestraElAviso() async {
        let servicio = ServicioDeEjemplo(reloj: ContinuousClock(), sinConexion: true, respuestas: [UsuarioDTO.respuestaDeEjemplo])
        let viewModel = ArbitrosViewModel(repositorio: RepositorioDeArbitros(servicio: servicio, almacen: nil))

        await viewModel.refrescar()

        #expect(
            TextoDeArbitros.lineas(de: viewModel.uiState) == [
                "Árbitros",
                "Sin árbitros guardados",
                "No hay conexión",
                "Comprueba la conexión y vuelve a intentarlo.",
                "[Reintentar]",
            ])
    }

    @Test func laPantallaSeEnteraDeUnRefrescoHechoDesdeOtra() async throws {
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: nil)
        let pantalla = ArbitrosViewModel(repositorio: repositorio)
        let otraPantalla = ArbitrosViewModel(repositorio: repositorio)
        let cambios = CambiosObservados()
        withObservationTracking {
            _ = pantalla.uiState
        } onChange: {
            cambios.anotar()
        }

        await otraPantalla.refrescar()

        #expect(cambios.cuantos == 1)
        #expect(pantalla.uiState.arbitros == [Arbitro.leanne])
    }
}

/// Counts observation callbacks, which may come from any thread.
private final class CambiosObservados: Sendable {
    private let contador = Cerrojo(0)
    func anotar() { contador.withLock { $0 += 1 } }
    var cuantos: Int { contador.withLock { $0 } }
}
