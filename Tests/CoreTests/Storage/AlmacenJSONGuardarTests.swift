import Core
import CoreTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("AlmacenJSON: guardar", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct AlmacenJSONGuardarTests {
    let carpeta = CarpetaTemporal()

    var almacen: AlmacenJSON {
        AlmacenJSON(archivo: carpeta.archivo("torneo.json"))
    }

    @Test func loQueSeGuardaSeCargaIgual() throws {
        try almacen.guardar(Data(#"{"nombre":"Copa Barrio"}"#.utf8))

        let carga = almacen.cargar { String(decoding: $0, as: UTF8.self) }

        #expect(carga == .cargado(#"{"nombre":"Copa Barrio"}"#))
    }

    @Test func creaLaCarpetaQueFalta() throws {
        let archivo = carpeta.url.appendingPathComponent("Datos/Marcador/torneo.json")
        let almacen = AlmacenJSON(archivo: archivo)

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

    /// A private file whose mode is not the 0600 a new file gets (owner may only read it): only a
    /// save that carries the old mode over keeps it.
    @Test func conservaLosPermisosDeUnArchivoPrivado() throws {
        carpeta.escribir("viejo", en: "torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: almacen.archivo.path)

        try almacen.guardar(Data("nuevo".utf8))

        let permisos = try FileManager.default.attributesOfItem(atPath: almacen.archivo.path)[.posixPermissions]
        #expect(permisos as? Int == 0o400)
        #expect(carpeta.leer("torneo.json") == "nuevo")
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
        let almacen = AlmacenJSON(archivo: archivo)

        #expect(
            throws: ErrorDeAlmacen.noSePudoGuardar(
                archivo: archivo,
                motivo: "no se pudo crear la carpeta \(carpeta.url.path)/Datos (ya hay un archivo con ese nombre)"
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

    // MARK: - Modes and symbolic links

    private func modo(_ ruta: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: ruta)[.posixPermissions] as? Int
    }

    private func esEnlace(_ ruta: String) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: ruta)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    @Test func unArchivoNuevoEsPrivado() throws {
        try almacen.guardar(Data("nuevo".utf8))

        #expect(try modo(almacen.archivo.path) == 0o600)
    }

    @Test func unArchivoQueTodosLeianSigueConSuModo() throws {
        carpeta.escribir("viejo", en: "torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: almacen.archivo.path)

        try almacen.guardar(Data("nuevo".utf8))

        #expect(try modo(almacen.archivo.path) == 0o644)
    }

    @Test func unEnlaceAUnArchivoSeEscribeAtravesYSigueSiendoEnlace() throws {
        try FileManager.default.createDirectory(at: carpeta.archivo("real"), withIntermediateDirectories: true)
        carpeta.escribir("viejo", en: "real/torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: carpeta.archivo("real/torneo.json").path)
        try FileManager.default.createSymbolicLink(atPath: almacen.archivo.path, withDestinationPath: "real/torneo.json")

        try almacen.guardar(Data("nuevo".utf8))

        #expect(try esEnlace(almacen.archivo.path))
        #expect(carpeta.leer("real/torneo.json") == "nuevo")
        #expect(try modo(carpeta.archivo("real/torneo.json").path) == 0o640)
        #expect(carpeta.nombres() == ["real", "torneo.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: carpeta.archivo("real").path) == ["torneo.json"])
    }

    @Test func unEnlaceColganteCreaSuDestinoPrivado() throws {
        let destino = carpeta.archivo("destino.json")
        try FileManager.default.createSymbolicLink(atPath: almacen.archivo.path, withDestinationPath: destino.path)

        try almacen.guardar(Data("nuevo".utf8))

        #expect(try esEnlace(almacen.archivo.path))
        #expect(carpeta.leer("destino.json") == "nuevo")
        #expect(try modo(destino.path) == 0o600)
    }

    @Test func unEnlaceColganteAUnaCarpetaQueNoExisteDaErrorYNoLoToca() throws {
        try FileManager.default.createSymbolicLink(atPath: almacen.archivo.path, withDestinationPath: "no-existe/torneo.json")

        #expect(throws: ErrorDeAlmacen.noSePudoGuardar(archivo: almacen.archivo, motivo: "no existe la carpeta o el archivo")) {
            try almacen.guardar(Data("nuevo".utf8))
        }
        #expect(try esEnlace(almacen.archivo.path))
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func unEnlaceQueSeApuntaASiMismoDaErrorYNoLoToca() throws {
        try FileManager.default.createSymbolicLink(atPath: almacen.archivo.path, withDestinationPath: "torneo.json")

        #expect(throws: ErrorDeAlmacen.self) {
            try almacen.guardar(Data("nuevo".utf8))
        }
        #expect(try esEnlace(almacen.archivo.path))
    }

    /// As many links as the system follows (40) are written through; one more is an error, and
    /// nothing changes.
    @Test func cuarentaEnlacesSeSiguenYCuarentaYUnoNo() throws {
        carpeta.escribir("viejo", en: "real.json")
        var anterior = "real.json"
        for numero in 1...41 {
            try FileManager.default.createSymbolicLink(atPath: carpeta.archivo("enlace-\(numero)").path, withDestinationPath: anterior)
            anterior = "enlace-\(numero)"
        }

        try AlmacenJSON(archivo: carpeta.archivo("enlace-40")).guardar(Data("nuevo".utf8))
        #expect(carpeta.leer("real.json") == "nuevo")
        #expect(try esEnlace(carpeta.archivo("enlace-40").path))

        #expect(throws: ErrorDeAlmacen.self) {
            try AlmacenJSON(archivo: carpeta.archivo("enlace-41")).guardar(Data("otro".utf8))
        }
        #expect(carpeta.leer("real.json") == "nuevo")
        #expect(try esEnlace(carpeta.archivo("enlace-41").path))
    }

    // MARK: - Leftovers of a killed save

    @Test func alCargarBorraLosRestosDeGuardadosInterrumpidos() throws {
        carpeta.escribir("{}", en: "torneo.json")
        carpeta.escribir("a medias", en: ".torneo.json.guardando-abc")
        carpeta.escribir("de otro archivo", en: ".arbitros.json.guardando-abc")
        carpeta.escribir("de la persona", en: "torneo.json.guardando-abc")

        _ = almacen.cargar { $0 }

        #expect(carpeta.nombres() == [".arbitros.json.guardando-abc", "torneo.json", "torneo.json.guardando-abc"])
    }

    @Test func noBorraElTemporalDeUnGuardadoEnCurso() throws {
        carpeta.escribir("escribiendo", en: ".torneo.json.guardando-xyz")
        let enCurso = open(carpeta.archivo(".torneo.json.guardando-xyz").path, O_RDONLY)
        defer { close(enCurso) }
        #expect(flock(enCurso, LOCK_EX) == 0)

        _ = almacen.cargar { $0 }

        #expect(carpeta.nombres() == [".torneo.json.guardando-xyz"])
    }

    /// A file that cannot be read and cannot be moved aside either (here: its name leaves no room for
    /// the copy's longer one) is never written over: every later save is refused, in this run and in
    /// the next, with one message, and its bytes stay as they were.
    @Test func unArchivoQueNoSePudoApartarNuncaSeEscribeEncima() throws {
        let nombre = String(repeating: "t", count: 240) + ".json"
        carpeta.escribir("{roto", en: nombre)
        let almacen = AlmacenJSON(archivo: carpeta.archivo(nombre))
        guard case let .apartado(apartado) = almacen.cargar({ try JSONSerialization.jsonObject(with: $0) }) else {
            Issue.record("an unreadable file must be reported as set aside")
            return
        }
        #expect(apartado.sigueEnSuSitio)

        let esperado = ErrorDeAlmacen.noSePudoGuardar(archivo: carpeta.archivo(nombre), motivo: AlmacenJSON.motivoSinApartar)
        #expect(throws: esperado) { try almacen.guardar(Data("{}".utf8)) }
        let otraEjecucion = AlmacenJSON(archivo: carpeta.archivo(nombre))
        _ = otraEjecucion.cargar { try JSONSerialization.jsonObject(with: $0) }
        #expect(throws: esperado) { try otraEjecucion.guardar(Data("{}".utf8)) }
        #expect(try Data(contentsOf: carpeta.archivo(nombre)) == Data("{roto".utf8))
    }
}
