import Core
import Foundation
import Testing

@Suite("AlmacenJSON: guardar")
struct AlmacenJSONGuardarTests {
    let carpeta = CarpetaTemporal()

    var almacen: AlmacenJSON {
        AlmacenJSON(archivo: carpeta.archivo("torneo.json"), ahora: { ahoraFijo })
    }

    @Test func loQueSeGuardaSeCargaIgual() throws {
        try almacen.guardar(Data(#"{"nombre":"Copa Barrio"}"#.utf8))

        let carga = almacen.cargar { String(decoding: $0, as: UTF8.self) }

        #expect(carga == .cargado(#"{"nombre":"Copa Barrio"}"#))
    }

    @Test func creaLaCarpetaQueFalta() throws {
        let archivo = carpeta.url.appendingPathComponent("Datos/Marcador/torneo.json")
        let almacen = AlmacenJSON(archivo: archivo, ahora: { ahoraFijo })

        try almacen.guardar(Data("{}".utf8))

        #expect(try Data(contentsOf: archivo) == Data("{}".utf8))
    }

    @Test func sustituyeElArchivoEnteroSinEscribirEncimaDelViejo() throws {
        carpeta.escribir("viejo", en: "torneo.json")
        // A reader that opened the old file before the save must keep seeing only the old bytes.
        let lectorDelViejo = try FileHandle(forReadingFrom: carpeta.archivo("torneo.json"))
        defer { try? lectorDelViejo.close() }

        try almacen.guardar(Data("nuevo".utf8))

        #expect(try lectorDelViejo.readToEnd() == Data("viejo".utf8))
        #expect(carpeta.leer("torneo.json") == "nuevo")
    }

    @Test func noDejaArchivosTemporales() throws {
        try almacen.guardar(Data("uno".utf8))
        try almacen.guardar(Data("dos".utf8))

        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func conservaLosPermisosDeUnArchivoPrivado() throws {
        carpeta.escribir("viejo", en: "torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: almacen.archivo.path)

        try almacen.guardar(Data("nuevo".utf8))

        let permisos = try FileManager.default.attributesOfItem(atPath: almacen.archivo.path)[.posixPermissions]
        #expect(permisos as? Int == 0o600)
    }

    @Test func siElArchivoEsUnaCarpetaDaErrorYNoLaToca() throws {
        let ocupado = carpeta.archivo("torneo.json")
        try FileManager.default.createDirectory(at: ocupado, withIntermediateDirectories: true)
        carpeta.escribir("dentro", en: "torneo.json/dentro.txt")

        #expect(throws: ErrorDeAlmacen.noSePudoGuardar(archivo: ocupado, motivo: "es una carpeta, no un archivo")) {
            try almacen.guardar(Data("nuevo".utf8))
        }
        #expect(carpeta.leer("torneo.json/dentro.txt") == "dentro")
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func siLaCarpetaEsUnArchivoDaErrorYNoLoToca() throws {
        carpeta.escribir("no soy una carpeta", en: "Datos")
        let archivo = carpeta.archivo("Datos/torneo.json")
        let almacen = AlmacenJSON(archivo: archivo, ahora: { ahoraFijo })

        #expect(
            throws: ErrorDeAlmacen.noSePudoGuardar(
                archivo: archivo,
                motivo: "no se pudo crear la carpeta (ya hay un archivo con ese nombre)"
            )
        ) {
            try almacen.guardar(Data("nuevo".utf8))
        }
        #expect(carpeta.leer("Datos") == "no soy una carpeta")
    }

    @Test(.enabled(if: noSomosRoot, "root may write into a read-only folder"))
    func enUnaCarpetaSinPermisoDaErrorYConservaElArchivo() throws {
        carpeta.escribir("viejo", en: "torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: carpeta.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: carpeta.url.path) }

        #expect(throws: ErrorDeAlmacen.noSePudoGuardar(archivo: almacen.archivo, motivo: "no hay permiso")) {
            try almacen.guardar(Data("nuevo".utf8))
        }
        #expect(carpeta.leer("torneo.json") == "viejo")
        #expect(carpeta.nombres() == ["torneo.json"])
    }
}
