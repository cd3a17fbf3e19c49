import Arbitros
import Core
import CoreTestSupport
import Foundation
import Testing

@MainActor
@Suite("RepositorioDeArbitros", .timeLimit(.minutes(1)), .dependencias { $0.date = .constante(ahoraFijo) })
struct RepositorioDeArbitrosTests {
    let carpeta = CarpetaTemporal()
    var almacen: AlmacenDeArbitros { AlmacenDeArbitros(en: CarpetaDeArchivos(carpeta.url)) }
    var archivo: URL { carpeta.url.appending(path: "arbitros.json") }

    @Test func muestraLaListaGuardadaAlEmpezarSinEsperarAlServidor() throws {
        try almacen.guardar([Arbitro.kurtis])
        let servicio = ServicioDeEjemplo.deUsuarios([])

        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        #expect(repositorio.arbitros == [Arbitro.kurtis])
        #expect(repositorio.aviso == nil)
        #expect(servicio.peticiones.isEmpty)
    }

    @Test func alRefrescarSustituyeLaListaGuardadaPorLaDelServidorYLaGuarda() async throws {
        try almacen.guardar([Arbitro.kurtis])
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne, .ervin])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        try await repositorio.refrescar()

        #expect(repositorio.arbitros == [Arbitro.leanne, Arbitro.ervin])
        #expect(almacen.cargar() == .cargado([Arbitro.leanne, Arbitro.ervin]))
    }

    /// A 200 answer of `[]` never erases a saved list: the list and its file stay, and the person
    /// is told (`respuestaVacia`, shown with the retry like any failed refresh).
    @Test func unaRespuestaVaciaNoBorraLaListaGuardada() async throws {
        try almacen.guardar([Arbitro.kurtis, Arbitro.leanne])
        let bytes = try Data(contentsOf: archivo)
        let repositorio = RepositorioDeArbitros(servicio: ServicioDeEjemplo.deUsuarios([.usuarios([])]), almacen: almacen)

        await #expect(throws: ErrorDeRed.respuestaVacia) { try await repositorio.refrescar() }

        #expect(repositorio.arbitros == [Arbitro.kurtis, Arbitro.leanne])
        #expect(try Data(contentsOf: archivo) == bytes)
    }

    @Test func unaRespuestaVaciaSinNadaGuardadoEsUnaListaVacia() async throws {
        let repositorio = RepositorioDeArbitros(servicio: ServicioDeEjemplo.deUsuarios([.usuarios([])]), almacen: almacen)

        try await repositorio.refrescar()

        #expect(repositorio.arbitros == [])
        #expect(almacen.cargar() == .cargado([]))
        #expect(repositorio.aviso == nil)
    }

    @Test func sinConexionConservaLaListaYElArchivoYLanzaElErrorDeRed() async throws {
        try almacen.guardar([Arbitro.kurtis])
        let bytesGuardados = try Data(contentsOf: archivo)
        let servicio = ServicioDeEjemplo.deUsuarios([.fallo(.sinConexion)])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        await #expect(throws: ErrorDeRed.sinConexion) {
            try await repositorio.refrescar()
        }

        #expect(repositorio.arbitros == [Arbitro.kurtis])
        #expect(try Data(contentsOf: archivo) == bytesGuardados)
        #expect(carpeta.nombres() == ["arbitros.json"])
    }

    @Test func unArchivoIlegibleSeApartaYElRepositorioEmpiezaVacioConElAviso() throws {
        let basura = Data("[{\"id\": 1,".utf8)
        try basura.write(to: archivo)

        let repositorio = RepositorioDeArbitros(servicio: ServicioDeEjemplo.deUsuarios([]), almacen: almacen)

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

    @Test func trasApartarUnArchivoIlegibleElRefrescoGuardaUnoNuevoSinTocarElApartado() async throws {
        let basura = Data("no es JSON".utf8)
        try basura.write(to: archivo)
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        try await repositorio.refrescar()

        #expect(almacen.cargar() == .cargado([Arbitro.leanne]))
        #expect(carpeta.nombres() == ["arbitros.json", "arbitros.json.unreadable-20261130T161700Z"])
        #expect(try Data(contentsOf: carpeta.url.appending(path: "arbitros.json.unreadable-20261130T161700Z")) == basura)
    }

    @Test func sinAlmacenNoCreaNingunArchivo() async throws {
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: nil)

        try await repositorio.refrescar()

        #expect(repositorio.arbitros == [Arbitro.leanne])
        #expect(carpeta.nombres() == [])
    }

    @Test func siNoPuedeGuardarMuestraLaListaNuevaYAvisaDeQueNoSeGuardo() async throws {
        // A file where the data folder should be: the folder cannot be created.
        let estorbo = carpeta.url.appending(path: "datos")
        try Data("estorbo".utf8).write(to: estorbo)
        let almacen = AlmacenDeArbitros(en: CarpetaDeArchivos(estorbo))
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.leanne])])
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)

        try await repositorio.refrescar()

        #expect(repositorio.arbitros == [Arbitro.leanne])
        let aviso = try #require(repositorio.aviso)
        #expect(aviso.hasPrefix("No se pudo guardar arbitros.json: no se pudo crear la carpeta"))
        #expect(try Data(contentsOf: estorbo) == Data("estorbo".utf8))
    }

    /// Both refreshes held; the newer (request 1) answers first, with the first answer.
    @Test func unaRespuestaAntiguaNoPisaLaDeUnRefrescoPosterior() async throws {
        let servicio = ServicioDeEjemplo.deUsuarios([.usuarios([.ervin]), .usuarios([.leanne])], retenidas: true)
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)
        let primero = Task { try await repositorio.refrescar() }
        await servicio.esperarPeticiones(1)
        let segundo = Task { try await repositorio.refrescar() }
        await servicio.esperarPeticiones(2)

        servicio.soltar(1)
        try await segundo.value
        servicio.soltar(0)
        try await primero.value

        #expect(repositorio.arbitros == [Arbitro.ervin])
        #expect(almacen.cargar() == .cargado([Arbitro.ervin]))
    }

    @Test func unaRespuestaAntiguaSeMuestraSiElRefrescoPosteriorFallo() async throws {
        let servicio = ServicioDeEjemplo.deUsuarios([.fallo(.sinConexion), .usuarios([.leanne])], retenidas: true)
        let repositorio = RepositorioDeArbitros(servicio: servicio, almacen: almacen)
        let primero = Task { try await repositorio.refrescar() }
        await servicio.esperarPeticiones(1)
        let segundo = Task { try await repositorio.refrescar() }
        await servicio.esperarPeticiones(2)

        servicio.soltar(1)
        await #expect(throws: ErrorDeRed.sinConexion) { try await segundo.value }
        servicio.soltar(0)
        try await primero.value

        #expect(repositorio.arbitros == [Arbitro.leanne])
        #expect(almacen.cargar() == .cargado([Arbitro.leanne]))
    }
}
