import Core
import CoreTestSupport
import Foundation
import Partidos
import Testing
import Torneo

@Suite(.dependencias { $0.date = .constante(instanteDeLasPruebas) }) struct AlmacenDelTorneoTests {
    private let carpeta = CarpetaTemporal()

    private var almacen: AlmacenDelTorneo {
        AlmacenDelTorneo(en: CarpetaDeArchivos(carpeta.url))
    }

    @Test func guardaEnTorneoJSONDentroDeSuCarpeta() throws {
        try almacen.guardar(DatosDeEjemplo.torneo)
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func loGuardadoSeCargaIgual() throws {
        try almacen.guardar(DatosDeEjemplo.torneo)
        // Teams compare by identity, so a loaded tournament is compared by what it says.
        #expect(almacen.cargar().valor.map(String.init(describing:)) == String(describing: DatosDeEjemplo.torneo))
    }

    @Test func borrarQuitaElArchivo() throws {
        try almacen.guardar(DatosDeEjemplo.torneo)
        try almacen.borrar()
        #expect(carpeta.nombres().isEmpty)
    }
}
