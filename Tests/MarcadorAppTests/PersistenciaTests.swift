import Arbitros
import Core
import CoreTestSupport
import Equipos
import Foundation
import Marcador
import MarcadorApp
import Partidos
import Testing
import Torneo

/// What a person does survives a restart: two containers on the same data folder.
@MainActor
@Suite(.entornoDePrueba, .timeLimit(.minutes(1)))
struct PersistenciaTests {
    private let carpeta = CarpetaTemporal()

    private func arrancar(_ configuracion: Configuracion = Configuracion(msPorMinuto: 0)) throws -> ArranqueDeLaApp {
        try ArranqueDeLaApp.arrancar(
            configuracion: configuracion, carpeta: carpeta.url, ajustes: .carpeta, servidor: nil, notificador: NotificadorEspia())
    }

    @Test func elPrimerArranqueGuardaElTorneoDeEjemplo() throws {
        _ = try arrancar()
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    /// Goals by hand in match `id` as if it were in play at `minuto`: what is saved is what matters here.
    private func enJuego(_ id: Int, minuto: Int, en contenedor: ContenedorDeLaApp) -> RegistrarGol {
        RegistrarGol(repositorio: contenedor.partidos, juego: JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: id, minuto: minuto)))
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
        #expect(try arrancar().contenedor.cambiarLaDuracion(60) == .success(60))
        #expect(try arrancar().contenedor.ajustes.duracionDelPartido == 60)
        let guardado = try String(contentsOf: carpeta.archivo("ajustes.json"), encoding: .utf8)
        #expect(guardado.contains(#""version" : 1"#))
        #expect(guardado.contains(#""duracionDelPartido" : 60"#))
    }

    @Test(arguments: [45, 0, 120])
    func unaDuracionQueNoEs60Ni90SeRechazaYNoCambiaNada(minutos: Int) throws {
        let contenedor = try arrancar().contenedor
        #expect(contenedor.cambiarLaDuracion(minutos) == .failure(.duracionNoValida(minutos)))
        #expect(contenedor.ajustes.duracionDelPartido == 90)
        #expect(!carpeta.nombres().contains("ajustes.json"))
    }

    @Test func unosAjustesIlegiblesSeApartanYSeUsaLaDuracionPorDefecto() throws {
        let archivo = carpeta.url.appendingPathComponent("ajustes.json")
        let basura = Data("{ duracion: noventa".utf8)
        try basura.write(to: archivo)
        let contenedor = try arrancar().contenedor
        #expect(contenedor.ajustes.duracionDelPartido == 90)
        let apartado = "ajustes.json.unreadable-20261130T161700Z"
        #expect(try Data(contentsOf: carpeta.archivo(apartado)) == basura)
        // The person is told, before anything else, in every mode.
        #expect(contenedor.avisosAlArrancar.count == 1)
        #expect(contenedor.avisosAlArrancar.first?.hasPrefix("No se pudo leer ajustes.json (") == true)
        #expect(contenedor.avisosAlArrancar.first?.contains(carpeta.archivo(apartado).path) == true)
    }

    /// A file written by a newer app, or holding a duration no match has, is not the settings this
    /// app can keep: set aside, said, and the default used.
    @Test(arguments: [
        #"{"contenido": {"duracionDelPartido": 60}, "version": 2}"#,
        #"{"contenido": {"duracionDelPartido": 45}, "version": 1}"#,
        #"{"duracionDelPartido": 60}"#,
    ])
    func unosAjustesQueEstaVersionNoPuedeGuardarSeApartan(contenido: String) throws {
        try Data(contenido.utf8).write(to: carpeta.archivo("ajustes.json"))

        let contenedor = try arrancar().contenedor

        #expect(contenedor.ajustes.duracionDelPartido == 90)
        #expect(contenedor.avisosAlArrancar.first?.hasPrefix("No se pudo leer ajustes.json (") == true)
        #expect(carpeta.nombres().contains("ajustes.json.unreadable-20261130T161700Z"))
    }

    @Test func reiniciarBorraLoGuardado() async throws {
        let primera = try arrancar()
        #expect(primera.contenedor.cambiarLaDuracion(60) == .success(60))
        await primera.contenedor.arbitrosViewModel().refrescar()
        #expect(carpeta.nombres() == ["ajustes.json", "arbitros.json", "torneo.json"])

        let segunda = try arrancar(Configuracion(reiniciarDatos: true, msPorMinuto: 0))
        #expect(segunda.contenedor.ajustes.duracionDelPartido == 90)
        #expect(segunda.contenedor.arbitros.arbitros == [])
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    /// A feature the app does not name (a scaffolded one) keeps its file through the one store in the
    /// container's data folder: starting over reaches it too, before it is read.
    @Test func reiniciarBorraTambienElArchivoDeUnaFuncionalidadNueva() throws {
        let primera = try arrancar().contenedor
        let carpetaDeLaPrimera = try #require(primera.carpetaDeDatos)
        try ArchivoVersionado<[String]>(en: carpetaDeLaPrimera, nombre: "estadios.json", version: 1).guardar(["Norte"])

        let segunda = try arrancar(Configuracion(reiniciarDatos: true, msPorMinuto: 0)).contenedor
        let carpetaDeLaSegunda = try #require(segunda.carpetaDeDatos)
        let estadios = ArchivoVersionado<[String]>(en: carpetaDeLaSegunda, nombre: "estadios.json", version: 1)

        #expect(estadios.cargar() == .vacio)
        // Once per run: what the feature saves after starting over stays.
        try estadios.guardar(["Sur"])
        #expect(ArchivoVersionado<[String]>(en: carpetaDeLaSegunda, nombre: "estadios.json", version: 1).cargar() == .cargado(["Sur"]))
        #expect(Set(carpetaDeLaSegunda.nombres).isSuperset(of: ["torneo.json", "arbitros.json", "ajustes.json", "estadios.json"]))
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
