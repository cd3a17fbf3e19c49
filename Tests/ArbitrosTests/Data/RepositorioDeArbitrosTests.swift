import Arbitros
import Core
import CoreTestSupport
import Foundation
import Testing

@MainActor
@Suite("RepositorioDeArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(instanteDeLasPruebas) })
struct RepositorioDeArbitrosTests {
    let carpeta = CarpetaTemporal()
    var almacen: AlmacenDeArbitros { AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta.url)) }
    var archivo: URL { carpeta.url.appending(path: "arbitros.json") }

    @Test func muestraLaListaGuardadaAlEmpezarSinEsperarAlServidor() throws {
        try almacen.guardar([Arbitro.kurtis])
        let servicio = ServicioDelTorneoEspia.deUsuarios([])

        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        #expect(repositorio.arbitros == [Arbitro.kurtis])
        #expect(repositorio.aviso == nil)
        #expect(servicio.peticiones.isEmpty)
    }

    @Test func descargarDaLaListaDelServidorSinTocarLaGuardada() async throws {
        try almacen.guardar([Arbitro.kurtis])
        let bytes = try Data(contentsOf: archivo)
        let servicio = ServicioDelTorneoEspia.deUsuarios([.usuarios([.leanne, .ervin])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        let descargados = try await repositorio.descargar()

        #expect(descargados == [Arbitro.leanne, Arbitro.ervin])
        #expect(repositorio.arbitros == [Arbitro.kurtis])
        #expect(try Data(contentsOf: archivo) == bytes)
    }

    @Test func guardarSustituyeLaListaYLaGuardaParaLaProximaVez() throws {
        try almacen.guardar([Arbitro.kurtis])
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([]), almacen: almacen)

        repositorio.guardar([Arbitro.leanne, Arbitro.ervin])

        #expect(repositorio.arbitros == [Arbitro.leanne, Arbitro.ervin])
        #expect(almacen.cargar() == .cargado([Arbitro.leanne, Arbitro.ervin]))
        #expect(repositorio.aviso == nil)
    }

    @Test func sinConexionDescargarLanzaElFalloDeLaRed() async throws {
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([.fallo(.sinConexion)]), almacen: almacen)

        await #expect(throws: ErrorDeArbitros.red(.sinConexion)) { try await repositorio.descargar() }
    }

    @Test func unaPeticionCanceladaEsUnRefrescoCancelado() async throws {
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([.fallo(.cancelado)]), almacen: almacen)

        await #expect(throws: ErrorDeArbitros.cancelado) { try await repositorio.descargar() }
    }

    @Test func unArchivoIlegibleSeApartaYElRepositorioEmpiezaVacioConElAviso() throws {
        let basura = Data("[{\"id\": 1,".utf8)
        try basura.write(to: archivo)

        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([]), almacen: almacen)

        #expect(repositorio.arbitros == [])
        #expect(
            repositorio.avisoAlCargar
                == "No se pudo leer arbitros.json (contenido ilegible: no es JSON válido); se ha guardado aparte como "
                + "\(archivo.path).unreadable-20261130T161700Z: la app sigue sin él; revisa esa copia o bórrala."
        )
        #expect(repositorio.aviso == nil)
        #expect(carpeta.nombres() == ["arbitros.json.unreadable-20261130T161700Z"])
        #expect(try Data(contentsOf: carpeta.url.appending(path: "arbitros.json.unreadable-20261130T161700Z")) == basura)
    }

    @Test func trasApartarUnArchivoIlegibleGuardarEscribeUnoNuevoSinTocarElApartado() throws {
        let basura = Data("no es JSON".utf8)
        try basura.write(to: archivo)
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([]), almacen: almacen)

        repositorio.guardar([Arbitro.leanne])

        #expect(almacen.cargar() == .cargado([Arbitro.leanne]))
        #expect(carpeta.nombres() == ["arbitros.json", "arbitros.json.unreadable-20261130T161700Z"])
        #expect(try Data(contentsOf: carpeta.url.appending(path: "arbitros.json.unreadable-20261130T161700Z")) == basura)
    }

    @Test func sinAlmacenNoCreaNingunArchivo() {
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([]), almacen: nil)

        repositorio.guardar([Arbitro.leanne])

        #expect(repositorio.arbitros == [Arbitro.leanne])
        #expect(carpeta.nombres() == [])
    }

    @Test func siNoPuedeGuardarTomaLaListaNuevaYAvisaDeQueNoSeGuardo() throws {
        // A file where the data folder should be: the folder cannot be created.
        let estorbo = carpeta.url.appending(path: "datos")
        try Data("estorbo".utf8).write(to: estorbo)
        let almacen = AlmacenDeArbitros(en: CarpetaDeArchivos(estorbo))
        let repositorio = RepositorioDeArbitros(servicio: ServicioDelTorneoEspia.deUsuarios([]), almacen: almacen)

        repositorio.guardar([Arbitro.leanne])

        #expect(repositorio.arbitros == [Arbitro.leanne])
        let aviso = try #require(repositorio.aviso)
        #expect(aviso.hasPrefix("No se pudo guardar arbitros.json: no se pudo crear la carpeta"))
        #expect(try Data(contentsOf: estorbo) == Data("estorbo".utf8))
    }
}
