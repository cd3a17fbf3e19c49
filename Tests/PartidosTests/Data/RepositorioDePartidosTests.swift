import Core
import CoreTestSupport
import Foundation
import Observation
import Partidos
import PartidosTestSupport
import Testing
import Torneo

@MainActor
@Suite(.dependencias { $0.date = .constante(instanteDeLasPruebas) }) struct RepositorioDePartidosTests {
    private let carpeta = CarpetaTemporal()

    private var almacen: AlmacenDelTorneo {
        AlmacenDelTorneo(en: CarpetaDeArchivos(carpeta.url))
    }

    @Test func sinArchivoEmpiezaConElEjemploYLoGuarda() throws {
        let repositorio = RepositorioDePartidos(almacen: almacen)
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
        let guardado = try FormatoDelTorneo.decodificar(try Data(contentsOf: almacen.archivo))
        #expect(guardado.nombre == "Copa Barrio")
        #expect(guardado.partidos.count == 18)
    }

    @Test func losGolesSobrevivenAGuardarYCargar() throws {
        try RepositorioDePartidos(almacen: almacen)
            .registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        let recargado = RepositorioDePartidos(almacen: almacen)
        #expect(recargado.partido(id: 13)?.marcador == Marcador(local: 2, visitante: 2))
        #expect(recargado.aviso == nil)
    }

    @Test func losFichajesSobrevivenAGuardarYCargar() throws {
        try RepositorioDePartidos(almacen: almacen).fichar(try Jugador(nombre: "Rosa", dorsal: 3), enEquipo: "Águilas")
        let recargado = RepositorioDePartidos(almacen: almacen)
        #expect(recargado.equipo(llamado: "Águilas")?.plantilla.map(\.description) == ["Nico #11", "Rosa #3"])
    }

    @Test func unArchivoIlegibleSeApartaYSeEmpiezaConElEjemplo() {
        carpeta.escribir("esto no es JSON", en: "torneo.json")
        let repositorio = RepositorioDePartidos(almacen: almacen)
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
        #expect(
            repositorio.avisoAlCargar
                == "No se pudo leer torneo.json (El archivo no contiene JSON válido); se ha guardado aparte como "
                + "\(carpeta.url.path)/torneo.json.unreadable-20261130T161700Z: la app sigue sin él; revisa esa copia o bórrala."
        )
        #expect(repositorio.aviso == nil)
    }

    @Test func elArchivoIlegibleSeConservaIntacto() {
        carpeta.escribir("esto no es JSON", en: "torneo.json")
        _ = RepositorioDePartidos(almacen: almacen)
        #expect(carpeta.nombres() == ["torneo.json.unreadable-20261130T161700Z"])
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == "esto no es JSON")
    }

    @Test func trasApartarloElPrimerCambioSeGuarda() throws {
        carpeta.escribir("esto no es JSON", en: "torneo.json")
        try RepositorioDePartidos(almacen: almacen)
            .registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(RepositorioDePartidos(almacen: almacen).partido(id: 13)?.marcador == Marcador(local: 2, visitante: 2))
    }

    /// Without a store a change lives in memory only: the next repository starts from the sample.
    @Test func sinAlmacenLosCambiosQuedanEnMemoria() throws {
        let repositorio = RepositorioDePartidos(almacen: nil)
        try repositorio.registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(repositorio.partido(id: 13)?.marcador == Marcador(local: 2, visitante: 2))
        #expect(repositorio.aviso == nil)
        #expect(RepositorioDePartidos(almacen: nil).torneo == DatosDeEjemplo.torneo)
    }

    /// No file yet and a folder that cannot hold one: the sample is shown and the failed first save
    /// is reported as a change not saved.
    @Test func siLaMuestraNoSePuedeGuardarAlEmpezarSeAvisa() {
        carpeta.convertirEnArchivo()
        let repositorio = RepositorioDePartidos(almacen: almacen)
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
        #expect(repositorio.aviso?.hasPrefix("No se pudo guardar") == true, "\(repositorio.aviso ?? "nil")")
        #expect(repositorio.falloAlGuardar == repositorio.aviso)
    }

    @Test func siNoSePuedeGuardarFallaYNoCambiaNada() {
        let repositorio = RepositorioDePartidos(almacen: almacen)
        carpeta.convertirEnArchivo()
        do {
            try repositorio.registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
            Issue.record("The goal should not have been registered")
        } catch {
            guard case .noSePudoGuardar = error else {
                Issue.record("Expected noSePudoGuardar, got \(error)")
                return
            }
        }
        #expect(repositorio.torneo == DatosDeEjemplo.torneo)
    }

    @Test func unGolRechazadoNoSeGuarda() throws {
        let repositorio = RepositorioDePartidos(almacen: almacen)
        #expect(throws: ErrorDePartidos.rechazado(.minutoFueraDeRango(121))) {
            try repositorio.registrarGol(partidoId: 13, gol: .gol(minuto: 121, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))
        }
        // Teams compare by identity, so a loaded tournament is compared by what it says.
        #expect(String(describing: RepositorioDePartidos(almacen: almacen).torneo) == String(describing: DatosDeEjemplo.torneo))
    }

    @Test func laFilaDeLaListaCambiaAlRegistrarUnGol() throws {
        let repositorio = RepositorioDePartidos(almacen: almacen)
        let lista = ListaDePartidosViewModel(torneo: ComoVaElTorneo(repositorio: repositorio, juego: nil))
        let cambios = ContadorDeCambios()
        withObservationTracking {
            _ = lista.uiState
        } onChange: {
            cambios.contar()
        }
        try repositorio.registrarGol(partidoId: 13, gol: .gol(minuto: 89, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        #expect(cambios.veces == 1)
        #expect(
            lista.uiState.exito?.filas[12]
                == FilaDePartido(
                    id: 13, local: "Rayo FC", visitante: "Toros", marcador: Marcador(local: 2, visitante: 2), minutoEnJuego: 89))
    }
}
