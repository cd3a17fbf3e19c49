import Arbitros
import Core
import CoreTestSupport
import Foundation
import Testing

@Suite("AlmacenDeArbitros", .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct AlmacenDeArbitrosTests {
    let carpeta = CarpetaTemporal()
    var almacen: AlmacenDeArbitros { AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta.url)) }
    var archivo: URL { carpeta.url.appending(path: "arbitros.json") }

    @Test func guardaLosArbitrosComoJSONLegibleConSuVersion() throws {
        try almacen.guardar([Arbitro.leanne])

        let texto = try String(contentsOf: archivo, encoding: .utf8)
        #expect(
            texto == """
                {
                  "contenido" : [
                    {
                      "ciudad" : "Gwenborough",
                      "id" : 1,
                      "nombre" : "Leanne Graham"
                    }
                  ],
                  "version" : 1
                }
                """)
    }

    @Test func cargaLoQueGuardo() throws {
        let arbitros = [
            Arbitro.leanne,
            Arbitro(id: 2, nombre: "Ervin Howell", ciudad: "Wisokyburgh"),
        ]
        try almacen.guardar(arbitros)

        #expect(almacen.cargar() == .cargado(arbitros))
    }

    @Test func sinArchivoNoHayNadaGuardado() {
        #expect(almacen.cargar() == .vacio)
        #expect(carpeta.nombres() == [])
    }

    @Test func unArchivoIlegibleSeApartaConSusBytesIntactos() throws {
        let basura = Data("esto no es JSON".utf8)
        try basura.write(to: archivo)

        let carga = almacen.cargar()

        let copia = carpeta.url.appending(path: "arbitros.json.unreadable-20261130T161700Z")
        #expect(carga == .apartado(ArchivoApartado(original: archivo, copia: copia, motivo: "contenido ilegible: no es JSON válido")))
        #expect(carpeta.nombres() == ["arbitros.json.unreadable-20261130T161700Z"])
        #expect(try Data(contentsOf: copia) == basura)
    }

    @Test func unArchivoDeUnaVersionMasNuevaSeApartaEnVezDeLeerse() throws {
        try Data(#"{"version": 2, "contenido": []}"#.utf8).write(to: archivo)

        let carga = almacen.cargar()

        let copia = carpeta.url.appending(path: "arbitros.json.unreadable-20261130T161700Z")
        let motivo = "versión 2 más nueva que la 1 que entiende esta app"
        #expect(carga == .apartado(ArchivoApartado(original: archivo, copia: copia, motivo: motivo)))
    }

    @Test func borrarOlvidaLaListaGuardada() throws {
        try almacen.guardar([Arbitro.leanne])

        try almacen.borrar()

        #expect(almacen.cargar() == .vacio)
        #expect(carpeta.nombres() == [])
    }

    @Test func borrarSinNadaGuardadoNoFalla() throws {
        try almacen.borrar()

        #expect(carpeta.nombres() == [])
    }
}
