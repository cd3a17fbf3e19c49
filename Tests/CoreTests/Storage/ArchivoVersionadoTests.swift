import Core
import CoreTestSupport
import Foundation
import Testing

/// The one store a feature keeps its file with: the versioned envelope, an unreadable or newer file
/// set aside with the line the person is told, the copy named after `@Dependency(\.date)`.
@Suite("ArchivoVersionado", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct ArchivoVersionadoTests {
    let carpeta = CarpetaTemporal()

    private func nombres() -> ArchivoVersionado<[String]> {
        ArchivoVersionado(en: CarpetaDeArchivos(carpeta.url), nombre: "nombres.json", version: 2)
    }

    @Test func guardaElValorEnElSobreConSuVersionYLoVuelveALeer() throws {
        try nombres().guardar(["Ana"])

        let bytes = try String(contentsOf: carpeta.archivo("nombres.json"), encoding: .utf8)
        #expect(bytes == "{\n  \"contenido\" : [\n    \"Ana\"\n  ],\n  \"version\" : 2\n}")
        #expect(nombres().cargar() == .cargado(["Ana"]))
    }

    @Test func unArchivoDeUnaVersionMasNuevaSeApartaYSeDiceConLaHoraDeLaDependencia() throws {
        let bytes = Data(#"{"contenido": ["Ana"], "version": 3}"#.utf8)
        try bytes.write(to: carpeta.archivo("nombres.json"))

        guard case let .apartado(apartado) = nombres().cargar() else {
            Issue.record("a newer file must be set aside")
            return
        }

        #expect(apartado.copia == carpeta.archivo("nombres.json.unreadable-20261130T161700Z"))
        #expect(try Data(contentsOf: apartado.copia) == bytes)
        #expect(
            apartado.mensaje
                == "No se pudo leer nombres.json (versión 3 más nueva que la 2 que entiende esta app); se ha guardado aparte como "
                + "\(apartado.copia.path): la app sigue sin él; revisa esa copia o bórrala.")
    }

    @Test func laHoraEsLaDelAmbitoEnQueSeUsa() throws {
        try Data("no es json".utf8).write(to: carpeta.archivo("nombres.json"))
        let almacen = nombres()

        let carga = withDependencies {
            $0.date = .constante(Date(timeIntervalSince1970: 0))
        } operation: {
            almacen.cargar()
        }

        #expect(carga.apartado?.copia == carpeta.archivo("nombres.json.unreadable-19700101T000000Z"))
    }

    @Test func unFormatoPropioPasaPorElMismoAlmacen() throws {
        let formato = ArchivoVersionado<Int>.Formato(
            codificar: { Data("v1:\($0)".utf8) },
            decodificar: { datos in
                let texto = String(decoding: datos, as: UTF8.self)
                guard texto.hasPrefix("v1:"), let valor = Int(texto.dropFirst(3)) else { throw ErrorDeFormato.ilegible("no es v1") }
                return valor
            })
        let almacen = ArchivoVersionado(en: CarpetaDeArchivos(carpeta.url), nombre: "cuenta.txt", formato: formato)
        try almacen.guardar(0)

        let resultado = try almacen.cambiar(partiendoDe: 0) { (cuenta: Int) throws(ErrorDeFormato) in cuenta + 1 }

        #expect(resultado.enDisco == 1)
        #expect(try String(contentsOf: carpeta.archivo("cuenta.txt"), encoding: .utf8) == "v1:1")
        #expect(almacen.releer() == nil)
    }
}

/// The data folder: every store is made in it, so starting over reaches each feature's file, once,
/// before its first read.
@Suite("CarpetaDeArchivos", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct CarpetaDeArchivosTests {
    let carpeta = CarpetaTemporal()

    private func guardar(_ nombre: String) throws {
        try ArchivoVersionado<[String]>(en: CarpetaDeArchivos(carpeta.url), nombre: nombre, version: 1).guardar(["Ana"])
    }

    @Test func empezarDeCeroQuitaCadaArchivoAntesDeSuPrimeraLecturaYSoloUnaVez() throws {
        try guardar("uno.json")
        try guardar("dos.json")
        let deCero = CarpetaDeArchivos(carpeta.url, empezarDeCero: true)

        let uno = ArchivoVersionado<[String]>(en: deCero, nombre: "uno.json", version: 1)
        #expect(uno.cargar() == .vacio)
        try uno.guardar(["Eva"])
        #expect(ArchivoVersionado<[String]>(en: deCero, nombre: "uno.json", version: 1).cargar() == .cargado(["Eva"]))
        // A file no store was made for is nobody's: it stays.
        #expect(carpeta.nombres() == ["dos.json", "uno.json"])
        #expect(deCero.nombres == ["uno.json"])
        #expect(deCero.fallosAlEmpezarDeCero == [])
    }

    @Test func sinEmpezarDeCeroNoSeQuitaNada() throws {
        try guardar("uno.json")

        let uno = ArchivoVersionado<[String]>(en: CarpetaDeArchivos(carpeta.url), nombre: "uno.json", version: 1)

        #expect(uno.cargar() == .cargado(["Ana"]))
    }

    @Test func loQueNoSePudoQuitarSeDice() throws {
        try FileManager.default.createDirectory(at: carpeta.archivo("uno.json"), withIntermediateDirectories: true)
        let deCero = CarpetaDeArchivos(carpeta.url, empezarDeCero: true)

        _ = ArchivoVersionado<[String]>(en: deCero, nombre: "uno.json", version: 1)

        #expect(deCero.fallosAlEmpezarDeCero.count == 1)
        #expect(deCero.fallosAlEmpezarDeCero.first?.hasPrefix("No se pudo borrar uno.json: ") == true)
    }
}

extension Carga {
    fileprivate var apartado: ArchivoApartado? {
        if case let .apartado(apartado) = self { apartado } else { nil }
    }
}
