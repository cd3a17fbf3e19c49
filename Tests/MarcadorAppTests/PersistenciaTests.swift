import Arbitros
import Core
import CoreTestSupport
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos
import PartidosTestSupport
import Testing
import Torneo

/// What a person does survives a restart: two containers on the same data folder.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct PersistenciaTests {
    private let carpeta = CarpetaTemporal()

    private func arrancar(_ configuracion: Configuracion = Configuracion(msPorMinuto: 0)) throws -> ArranqueDeLaApp {
        try ArranqueDeLaApp.arrancar(configuracion: configuracion, carpeta: carpeta.url, servidor: nil, notificador: NotificadorEspia())
    }

    @Test func elPrimerArranqueGuardaElTorneoDeEjemplo() throws {
        _ = try arrancar()
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    /// Goals by hand in match `id` as if it were in play at `minuto`: what is saved is what matters here.
    private func enJuego(_ id: Int, minuto: Int, en contenedor: ContenedorDeLaApp) -> RegistrarGol {
        RegistrarGol(repositorio: contenedor.partidos, juego: JuegoEnCursoFijo(MinutoEnJuego(partidoId: id, minuto: minuto)))
    }

    @Test func unFichajeSobreviveAlReinicioYMarcaCuandoLeToca() throws {
        let primera = try arrancar()
        #expect(primera.contenedor.equiposViewModel().fichar(equipo: "Águilas", nombre: "Zoe", dorsal: 3))

        let segunda = try arrancar().contenedor
        let aguilas = try #require(segunda.partidos.equipo(llamado: "Águilas"))
        #expect(aguilas.plantilla.map(\.description) == ["Nico #11", "Zoe #3"])

        // Scorer by turn: the goals Águilas already has in that match, modulo the roster (Nico, Zoe).
        let fila = try #require(segunda.partidos.partidos.first { $0.partido.juega(aguilas) && $0.partido.estado == .sinEmpezar })
        let lado: Lado = fila.partido.local == aguilas ? .local : .visitante
        let yaTenia = fila.partido.golesDe(aguilas)
        var goleadores: [String] = []
        for minuto in [10, 20] {
            let gol = try enJuego(fila.id, minuto: minuto, en: segunda)(partidoId: fila.id, lado: lado).get()
            if case let .gol(_, jugador, _) = gol { goleadores.append(jugador.nombre) }
        }
        let turno = ["Nico", "Zoe"]
        #expect(goleadores == [turno[yaTenia % 2], turno[(yaTenia + 1) % 2]])
    }

    @Test func losGolesALaManoSobrevivenAlReinicio() throws {
        let primera = try arrancar().contenedor
        #expect(primera.partidos.partido(id: 9)?.marcador == Marcador(local: 0, visitante: 0))
        _ = try enJuego(9, minuto: 33, en: primera)(partidoId: 9, lado: .local).get()
        #expect(primera.partidos.partido(id: 9)?.marcador == Marcador(local: 1, visitante: 0))

        let segunda = try arrancar().contenedor
        #expect(segunda.partidos.partido(id: 9)?.marcador == Marcador(local: 1, visitante: 0))
    }

    @Test func laDuracionSeGuardaEntreArranques() throws {
        try arrancar().contenedor.ajustes.cambiarDuracion(60)
        #expect(try arrancar().contenedor.ajustes.duracionDelPartido == 60)
        #expect(carpeta.nombres().contains("ajustes.json"))
    }

    @Test(arguments: [45, 0, 120])
    func unaDuracionQueNoEs60Ni90SeRechazaYNoCambiaNada(minutos: Int) throws {
        let ajustes = try arrancar().contenedor.ajustes
        #expect(throws: ErrorDeAjustes.duracionNoValida(minutos)) { try ajustes.cambiarDuracion(minutos) }
        #expect(ajustes.duracionDelPartido == 90)
        #expect(!carpeta.nombres().contains("ajustes.json"))
    }

    @Test func unosAjustesIlegiblesSeApartanYSeUsaLaDuracionPorDefecto() throws {
        let archivo = carpeta.url.appendingPathComponent("ajustes.json")
        let basura = Data("{ duracion: noventa".utf8)
        try basura.write(to: archivo)
        let ajustes = try arrancar().contenedor.ajustes
        #expect(ajustes.duracionDelPartido == 90)
        #expect(ajustes.avisoAlCargar?.contains("ajustes.json") == true)
        let apartado = try #require(carpeta.nombres().first { $0.hasPrefix("ajustes.json.unreadable-") })
        #expect(try Data(contentsOf: carpeta.url.appendingPathComponent(apartado)) == basura)
    }

    @Test func reiniciarBorraLoGuardado() async throws {
        let primera = try arrancar()
        try primera.contenedor.ajustes.cambiarDuracion(60)
        await primera.contenedor.arbitrosViewModel().refrescar()
        #expect(carpeta.nombres() == ["ajustes.json", "arbitros.json", "torneo.json"])

        let segunda = try arrancar(Configuracion(reiniciarDatos: true, msPorMinuto: 0))
        #expect(segunda.contenedor.ajustes.duracionDelPartido == 90)
        #expect(segunda.contenedor.arbitros.arbitros == [])
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func sinRedLosArbitrosAvisanYConservanLaLista() async throws {
        try await arrancar().contenedor.arbitrosViewModel().refrescar()
        let pantalla = try arrancar(Configuracion(msPorMinuto: 0, sinRed: true)).contenedor.arbitrosViewModel()
        await pantalla.refrescar()
        #expect(
            pantalla.uiState
                == .exito(
                    .init(
                        arbitros: Arbitro.deMuestra, ultimoAviso: "No hay conexión: comprueba la conexión y vuelve a intentarlo.",
                        sePuedeReintentar: true)))
    }
}
