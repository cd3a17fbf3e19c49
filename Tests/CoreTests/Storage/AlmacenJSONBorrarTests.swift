import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("AlmacenJSON: borrar", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct AlmacenJSONBorrarTests {
    let carpeta = CarpetaTemporal()

    var almacen: AlmacenJSON {
        AlmacenJSON(archivo: carpeta.archivo("torneo.json"))
    }

    @Test func borrarQuitaElArchivo() throws {
        carpeta.escribir("{}", en: "torneo.json")

        try almacen.borrar()

        #expect(carpeta.nombres() == [])
        #expect(almacen.cargar { $0 } == .vacio)
    }

    /// A removal that worked is not judged by an `errno` some earlier call left behind.
    @Test func borrarQueFuncionaNoMiraUnErrnoAnterior() throws {
        carpeta.escribir("{}", en: "torneo.json")
        let almacen = self.almacen
        errno = EACCES

        try almacen.borrar()

        #expect(carpeta.nombres() == [])
    }

    @Test func borrarSinArchivoNoHaceNada() throws {
        try almacen.borrar()

        #expect(carpeta.nombres() == [])
    }

    @Test func borrarNuncaQuitaUnaCarpeta() throws {
        try FileManager.default.createDirectory(at: almacen.archivo, withIntermediateDirectories: true)
        carpeta.escribir("dentro", en: "torneo.json/dentro.txt")

        #expect {
            try almacen.borrar()
        } throws: { error in
            guard case .noSePudoBorrar(let archivo, _) = error as? ErrorDeAlmacen else { return false }
            return archivo == almacen.archivo
        }
        #expect(carpeta.leer("torneo.json/dentro.txt") == "dentro")
    }
}
