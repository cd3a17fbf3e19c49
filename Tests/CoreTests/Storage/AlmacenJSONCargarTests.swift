import Core
import CoreTestSupport
import Foundation
import Testing

@Suite("AlmacenJSON: cargar", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct AlmacenJSONCargarTests {
    let carpeta = CarpetaTemporal()

    var almacen: AlmacenJSON {
        AlmacenJSON(archivo: carpeta.archivo("torneo.json"))
    }

    struct Torneo: Codable, Equatable {
        let nombre: String
    }

    struct ErrorDelLector: ErrorConMensaje {
        var mensaje: String { "el torneo no tiene equipos" }
    }

    struct ErrorSinMensaje: Error {}

    private func leerTorneo(_ datos: Data) throws -> Torneo {
        try JSONDecoder().decode(Torneo.self, from: datos)
    }

    /// The load that set `torneo.json` aside as `copia`, for `motivo`.
    private func apartado(copia: String, motivo: String) -> Carga<Torneo> {
        .apartado(ArchivoApartado(original: carpeta.archivo("torneo.json"), copia: carpeta.archivo(copia), motivo: motivo))
    }

    @Test func sinArchivoNoHayNadaQueCargar() {
        #expect(almacen.cargar(leerTorneo) == .vacio)
        #expect(carpeta.nombres() == [])
    }

    /// A data folder removed after a load is news once: it reads as no file, and reading again finds
    /// nothing new.
    @Test func unaCarpetaBorradaSeLeeComoSinArchivoUnaSolaVez() throws {
        let datos = carpeta.archivo("datos")
        try FileManager.default.createDirectory(at: datos, withIntermediateDirectories: false)
        carpeta.escribir(#"{"nombre":"Copa Barrio"}"#, en: "datos/torneo.json")
        let almacen = AlmacenJSON(archivo: datos.appendingPathComponent("torneo.json"))
        #expect(almacen.cargar(leerTorneo) == .cargado(Torneo(nombre: "Copa Barrio")))

        try FileManager.default.removeItem(at: datos)

        #expect(almacen.releer(leerTorneo) == .vacio)
        #expect(almacen.releer(leerTorneo) == nil)
        #expect(carpeta.nombres() == [])
    }

    /// A file over the store's limit is set aside by its size alone: its bytes are never read, so a
    /// 50 MB name costs no memory and no time.
    @Test func unArchivoMayorQueElLimiteSeApartaSinLeerlo() {
        carpeta.escribir(#"{"nombre":"\#(String(repeating: "A", count: 3_000))"}"#, en: "torneo.json")
        let almacen = AlmacenJSON(archivo: carpeta.archivo("torneo.json"), tamanoMaximo: 2_048)
        var leido = false

        let carga = almacen.cargar { datos in
            leido = true
            return try leerTorneo(datos)
        }

        #expect(!leido)
        #expect(
            carga
                == apartado(
                    copia: "torneo.json.unreadable-20261130T161700Z", motivo: "ocupa 3 KB, más de los 2 KB que admite la app"))
        #expect(carpeta.nombres() == ["torneo.json.unreadable-20261130T161700Z"])
    }

    @Test func unArchivoDelTamanoLimiteSeCarga() {
        let contenido = #"{"nombre":"Copa Barrio"}"#
        carpeta.escribir(contenido, en: "torneo.json")
        let almacen = AlmacenJSON(archivo: carpeta.archivo("torneo.json"), tamanoMaximo: contenido.utf8.count)

        #expect(almacen.cargar(leerTorneo) == .cargado(Torneo(nombre: "Copa Barrio")))
    }

    @Test func unArchivoValidoSeCargaYSeQuedaDondeEstaba() {
        carpeta.escribir(#"{"nombre":"Copa Barrio"}"#, en: "torneo.json")

        #expect(almacen.cargar(leerTorneo) == .cargado(Torneo(nombre: "Copa Barrio")))
        #expect(carpeta.nombres() == ["torneo.json"])
    }

    @Test func unArchivoCorruptoSeApartaConSusBytesIntactos() {
        carpeta.escribir(#"{"nombre": "Copa Ba"#, en: "torneo.json")

        let carga = almacen.cargar(leerTorneo)

        #expect(carga == apartado(copia: "torneo.json.unreadable-20261130T161700Z", motivo: "contenido ilegible: no es JSON válido"))
        #expect(carpeta.nombres() == ["torneo.json.unreadable-20261130T161700Z"])
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == #"{"nombre": "Copa Ba"#)
    }

    @Test func elInformeDiceDondeQuedoLaCopia() {
        carpeta.escribir("basura", en: "torneo.json")

        guard case .apartado(let apartado) = almacen.cargar(leerTorneo) else {
            Issue.record("The file should have been moved aside")
            return
        }

        #expect(
            apartado.mensaje
                == "No se pudo leer torneo.json (contenido ilegible: no es JSON válido); se ha guardado aparte como "
                + "\(carpeta.url.path)/torneo.json.unreadable-20261130T161700Z: la app sigue sin él; revisa esa copia o bórrala."
        )
    }

    @Test func unArchivoDeUnaVersionMasNuevaSeAparta() throws {
        try almacen.guardar(FormatoVersionado.codificar(["Ana"], version: 3))

        let carga = almacen.cargar { datos throws(ErrorDeFormato) in
            try FormatoVersionado.decodificar([String].self, de: datos, versionMaxima: 1)
        }

        guard case .apartado(let apartado) = carga else {
            Issue.record("The file should have been moved aside, got \(carga)")
            return
        }
        #expect(
            apartado.mensaje
                == "No se pudo leer torneo.json (versión 3 más nueva que la 1 que entiende esta app); se ha guardado aparte como "
                + "\(carpeta.url.path)/torneo.json.unreadable-20261130T161700Z: la app sigue sin él; revisa esa copia o bórrala."
        )
        #expect(carpeta.nombres() == ["torneo.json.unreadable-20261130T161700Z"])
    }

    @Test func unArchivoQueElLectorRechazaSeApartaConSuMotivo() {
        carpeta.escribir(#"{"nombre":"Copa Barrio"}"#, en: "torneo.json")

        let carga: Carga<Torneo> = almacen.cargar { _ in throw ErrorDelLector() }

        #expect(
            carga
                == apartado(copia: "torneo.json.unreadable-20261130T161700Z", motivo: "el torneo no tiene equipos")
        )
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == #"{"nombre":"Copa Barrio"}"#)
    }

    @Test func unErrorSinMensajeSeDescribeConSuNombre() {
        carpeta.escribir("{}", en: "torneo.json")

        let carga: Carga<Torneo> = almacen.cargar { _ in throw ErrorSinMensaje() }

        guard case .apartado(let apartado) = carga else {
            Issue.record("The file should have been moved aside, got \(carga)")
            return
        }
        #expect(apartado.motivo == "ErrorSinMensaje()")
    }

    @Test func unCampoQueFaltaSeNombraEnElMotivo() {
        carpeta.escribir(#"{"titulo":"Copa Barrio"}"#, en: "torneo.json")

        guard case .apartado(let apartado) = almacen.cargar(leerTorneo) else {
            Issue.record("The file should have been moved aside")
            return
        }

        #expect(apartado.motivo == "contenido ilegible: falta el campo «nombre»")
    }

    @Test func dosApartadosEnElMismoSegundoConservanAmbasCopias() {
        carpeta.escribir("primero roto", en: "torneo.json")
        _ = almacen.cargar(leerTorneo)
        carpeta.escribir("segundo roto", en: "torneo.json")

        let carga = almacen.cargar(leerTorneo)

        #expect(
            carga
                == apartado(copia: "torneo.json.unreadable-20261130T161700Z-2", motivo: "contenido ilegible: no es JSON válido")
        )
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == "primero roto")
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z-2") == "segundo roto")
    }

    @Test func loQueSeGuardaDespuesDeApartarNoTocaLaCopia() throws {
        carpeta.escribir("roto", en: "torneo.json")
        _ = almacen.cargar(leerTorneo)

        try almacen.guardar(Data(#"{"nombre":"Copa Nueva"}"#.utf8))

        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == "roto")
        #expect(almacen.cargar(leerTorneo) == .cargado(Torneo(nombre: "Copa Nueva")))
    }

    @Test func unaCarpetaEnLugarDelArchivoSeApartaEntera() throws {
        try FileManager.default.createDirectory(at: carpeta.archivo("torneo.json"), withIntermediateDirectories: true)
        carpeta.escribir("dentro", en: "torneo.json/dentro.txt")

        let carga = almacen.cargar(leerTorneo)

        #expect(
            carga
                == apartado(copia: "torneo.json.unreadable-20261130T161700Z", motivo: "no se pudo abrir: es una carpeta, no un archivo")
        )
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z/dentro.txt") == "dentro")
    }

    /// A folder cannot be hard-linked, so it is renamed aside; a name already taken in the same
    /// second is never renamed over, empty folder or file.
    @Test func unaCarpetaApartadaNoPisaLoYaApartadoEnElMismoSegundo() throws {
        try FileManager.default.createDirectory(at: carpeta.archivo("torneo.json"), withIntermediateDirectories: true)
        carpeta.escribir("dentro", en: "torneo.json/dentro.txt")
        carpeta.escribir("apartado antes", en: "torneo.json.unreadable-20261130T161700Z")
        try FileManager.default.createDirectory(
            at: carpeta.archivo("torneo.json.unreadable-20261130T161700Z-2"), withIntermediateDirectories: false)

        let carga = almacen.cargar(leerTorneo)

        #expect(
            carga
                == apartado(copia: "torneo.json.unreadable-20261130T161700Z-3", motivo: "no se pudo abrir: es una carpeta, no un archivo")
        )
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == "apartado antes")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: carpeta.archivo("torneo.json.unreadable-20261130T161700Z-2").path) == [])
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z-3/dentro.txt") == "dentro")
    }

    @Test(.enabled(if: noSomosRoot, "root may read any file"))
    func unArchivoSinPermisoDeLecturaSeApartaIntacto() throws {
        carpeta.escribir("secreto", en: "torneo.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: almacen.archivo.path)

        let carga = almacen.cargar(leerTorneo)

        #expect(
            carga
                == apartado(copia: "torneo.json.unreadable-20261130T161700Z", motivo: "no se pudo abrir: no hay permiso")
        )
        let copia = carpeta.archivo("torneo.json.unreadable-20261130T161700Z").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: copia)
        #expect(carpeta.leer("torneo.json.unreadable-20261130T161700Z") == "secreto")
    }
}
