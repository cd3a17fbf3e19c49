import Arbitros
import Core
import CoreTestSupport
import Cronica
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos
import PartidosTestSupport
import Testing
import Torneo

@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct ContenedorDeLaAppTests {
    private func contenedor(
        en carpeta: CarpetaTemporal? = nil, servidor: ServidorDeLaApp = .deEjemplo(ServicioDeEjemplo())
    ) -> ContenedorDeLaApp {
        ContenedorDeLaApp(
            servidor: servidor, carpeta: carpeta.map { CarpetaDeArchivos($0.url) }, ajustes: .carpeta, notificador: NotificadorEspia())
    }

    @Test func cadaFabricaDevuelveUnViewModelNuevo() {
        let contenedor = contenedor()
        #expect(contenedor.partidoViewModel(id: 1) !== contenedor.partidoViewModel(id: 1))
        #expect(contenedor.arbitrosViewModel() !== contenedor.arbitrosViewModel())
        #expect(contenedor.cronicaViewModel(id: 1) !== contenedor.cronicaViewModel(id: 1))
        #expect(contenedor.equiposViewModel() !== contenedor.equiposViewModel())
        #expect(contenedor.listaDePartidosViewModel() !== contenedor.listaDePartidosViewModel())
        #expect(contenedor.goleadoresViewModel() !== contenedor.goleadoresViewModel())
    }

    @Test func todasLasPantallasCompartenElMismoRepositorio() async {
        let contenedor = contenedor()
        let lista = contenedor.listaDePartidosViewModel()
        let partido = contenedor.partidoViewModel(id: 14)
        partido.empezar()
        partido.registrarGol(.local)
        // The list shows the match in play as the live match does, at its minute.
        let fila = lista.uiState.exito?.filas.first { $0.id == 14 }
        #expect(fila?.marcador == contenedor.partidoEnJuego.directo(id: 14)?.partido.marcador)
        #expect(fila?.minutoEnJuego == contenedor.partidoEnJuego.directo(id: 14)?.minuto)
        #expect(contenedor.partidos.partido(id: 14)?.eventos.count == (DatosDeEjemplo.torneo.partidos[13].eventos.count + 1))

        let equipos = contenedor.equiposViewModel()
        #expect(equipos.fichar(equipo: "Lobos", nombre: "Zoe", dorsal: 8))
        #expect(contenedor.partidos.equipo(llamado: "Lobos")?.jugador(llamado: "Zoe") != nil)
        await contenedor.partidoEnJuego.esperarQueTermine()
    }

    @Test func dosPantallasDeArbitrosVenLaMismaLista() async {
        let contenedor = contenedor()
        let primera = contenedor.arbitrosViewModel()
        let segunda = contenedor.arbitrosViewModel()
        await primera.refrescar()
        #expect(segunda.uiState == .exito(.init(arbitros: Arbitro.deMuestra)))
        #expect(segunda.uiState == primera.uiState)
    }

    @Test func sinAlmacenesNoSeCreaNingunArchivo() async throws {
        let nombres = ["torneo.json", "arbitros.json", "ajustes.json"]
        let carpetas = [FileManager.default.currentDirectoryPath, FileManager.default.temporaryDirectory.path]
        func existentes() -> [String] {
            carpetas.flatMap { carpeta in nombres.map { "\(carpeta)/\($0)" } }.filter { FileManager.default.fileExists(atPath: $0) }
        }
        let antes = existentes()

        let contenedor = contenedor()
        let partido = contenedor.partidoViewModel(id: 1)
        partido.empezar()
        partido.registrarGol(.local)
        _ = contenedor.equiposViewModel().fichar(equipo: "Toros", nombre: "Zoe", dorsal: nil)
        await contenedor.arbitrosViewModel().refrescar()
        #expect(contenedor.cambiarLaDuracion(60) == .success(60))
        await contenedor.partidoEnJuego.esperarQueTermine()

        #expect(existentes() == antes)
        #expect(contenedor.partidos.equipo(llamado: "Toros")?.jugador(llamado: "Zoe") != nil)
        #expect(contenedor.ajustes.duracionDelPartido == 60)
    }

    @Test func laPantallaDelPartidoSeLiberaAlCerrarseYElPartidoSigue() async {
        let contenedor = contenedor()
        weak var referencia: PartidoViewModel?
        do {
            let pantalla = contenedor.partidoViewModel(id: 13)
            referencia = pantalla
            pantalla.empezar()
        }
        #expect(referencia == nil)
        #expect(contenedor.partidoEnJuego.directo?.partidoId == 13)
        await contenedor.partidoEnJuego.esperarQueTermine()
        #expect(contenedor.partidoEnJuego.directo?.terminado == true)
    }

    @Test func lasOtrasPantallasTambienSeLiberan() {
        let contenedor = contenedor()
        weak var arbitros: ArbitrosViewModel?
        weak var lista: ListaDePartidosViewModel?
        do {
            let pantallaDeArbitros = contenedor.arbitrosViewModel()
            let pantallaDeLista = contenedor.listaDePartidosViewModel()
            arbitros = pantallaDeArbitros
            lista = pantallaDeLista
        }
        #expect(arbitros == nil)
        #expect(lista == nil)
    }
}

@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct CronicaEnElContenedorTests {
    @Test func laCronicaSePublicaPorElServicioDeLaApp() async {
        let servicio = ServicioDelTorneoEspia(respuestas: [PublicacionDTO.respuestaDeEjemplo])
        let contenedor = ContenedorDeLaApp(
            servidor: .otro(servicio), carpeta: nil, ajustes: .carpeta, notificador: NotificadorEspia())
        let pantalla = contenedor.cronicaViewModel(id: 1)
        #expect(await pantalla.publicar())
        guard case let .exito(exito) = pantalla.uiState else {
            Issue.record("Sin crónica: \(pantalla.uiState)")
            return
        }
        #expect(exito.publicacion == .publicada(101))
        #expect(servicio.publicadas.map(\.title) == ["Rayo FC 2-1 Toros"])
        #expect(servicio.publicadas.first?.body == "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")
    }
}
