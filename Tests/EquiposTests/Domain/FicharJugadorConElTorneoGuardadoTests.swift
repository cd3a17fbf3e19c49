import Core
import CoreTestSupport
import Equipos
import Foundation
import Partidos
import Testing
import Torneo

/// The use case over the app's own tournament repository and its file: a signing is saved with the
/// tournament and is there after a restart.
@MainActor
@Suite(.dependencias { $0.date = .constante(instanteDeLasPruebas) }) struct FicharJugadorConElTorneoGuardadoTests {
    private let carpeta = CarpetaTemporal()

    private func abrir() -> RepositorioDePartidos {
        RepositorioDePartidos(almacen: AlmacenDelTorneo(en: CarpetaDeArchivos(carpeta.url)))
    }

    @Test func elFichajeSigueTrasReiniciar() throws {
        _ = try FicharJugador(repositorio: abrir())(equipo: "Toros", nombre: "Eva", dorsal: 23).get()

        let trasReiniciar = abrir()

        #expect(trasReiniciar.equipo(llamado: "Toros")?.plantilla.map(\.description) == ["Iván #7", "Sofía #10", "Eva #23"])
    }

    @Test func losPartidosGuardadosVenLaNuevaPlantilla() throws {
        _ = try FicharJugador(repositorio: abrir())(equipo: "Águilas", nombre: "Eva", dorsal: nil).get()

        let trasReiniciar = abrir()

        let partidosDeAguilas = trasReiniciar.partidos.map(\.partido).filter {
            $0.local.nombre == "Águilas" || $0.visitante.nombre == "Águilas"
        }
        #expect(!partidosDeAguilas.isEmpty)
        for partido in partidosDeAguilas {
            let aguilas = partido.local.nombre == "Águilas" ? partido.local : partido.visitante
            #expect(aguilas.plantilla.map(\.nombre) == ["Nico", "Eva"])
        }
    }

    @Test func unFichajeRechazadoNoTocaElArchivo() throws {
        let repositorio = abrir()
        let archivo = carpeta.url.appending(path: AlmacenDelTorneo.nombreDelArchivo)
        let antes = try Data(contentsOf: archivo)

        #expect(throws: ErrorDeEquipos.rechazado(.dorsalRepetido(9, equipo: "Rayo FC"))) {
            try FicharJugador(repositorio: repositorio)(equipo: "Rayo FC", nombre: "Eva", dorsal: 9).get()
        }

        #expect(try Data(contentsOf: archivo) == antes)
    }
}
