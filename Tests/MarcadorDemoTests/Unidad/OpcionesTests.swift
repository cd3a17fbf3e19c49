import Foundation
import Testing

@testable import MarcadorDemo

@Suite struct OpcionesTests {
    @Test func sinArgumentosEsElRecorrido() throws {
        #expect(try Opciones.leer([]) == Opciones())
    }

    @Test func todasLasOpcionesSeLeen() throws {
        let opciones = try Opciones.leer([
            "--pantalla", "arbitros", "--datos", "/tmp/x", "--reiniciar-datos", "--servidor", "http://127.0.0.1:8080",
            "--ms-por-minuto", "5", "--duracion", "60",
        ])
        #expect(opciones.modo == .pantalla("arbitros"))
        #expect(opciones.carpetaDeDatos?.path == "/tmp/x")
        #expect(opciones.reiniciarDatos)
        #expect(opciones.servidor?.absoluteString == "http://127.0.0.1:8080")
        #expect(opciones.msPorMinuto == 5)
        #expect(opciones.duracion == 60)
    }

    @Test(arguments: [
        (["--nada"], ErrorDeUso.opcionDesconocida("--nada")),
        (["--duracion", "45"], .duracionInvalida("45")),
        (["--duracion"], .faltaValor("--duracion")),
        (["--ms-por-minuto", "-1"], .msPorMinutoInvalido("-1")),
        (["--ms-por-minuto", "rápido"], .msPorMinutoInvalido("rápido")),
        (["--servidor", "http://example.com"], .servidorInseguro("http://example.com")),
        (["--servidor", "ftp://127.0.0.1"], .servidorInseguro("ftp://127.0.0.1")),
        (["--servidor", "no es una url"], .servidorInvalido("no es una url")),
        (["--sin-red", "--servidor", "https://example.com"], .servidorSinRed),
        (["--datos", "--sin-red"], .faltaValor("--datos")),
    ])
    func cadaErrorDeUsoDiceQueHacerEnUnaLinea(argumentos: [String], esperado: ErrorDeUso) {
        #expect(throws: esperado) { try Opciones.leer(argumentos) }
        #expect(!esperado.mensaje.contains("\n"))
    }

    /// Whole seconds or decimals after a comma or a point, as a person writes them, from 0,1 to 120.
    @Test(arguments: [
        ("10", Duration.seconds(10)), ("1", .seconds(1)), ("120", .seconds(120)), ("0,3", .milliseconds(300)),
        ("0.3", .milliseconds(300)), ("2,5", .milliseconds(2_500)), ("0,125", .milliseconds(125)), ("0.1", .milliseconds(100)),
        ("119,999", .milliseconds(119_999)), ("007", .seconds(7)),
    ])
    func losSegundosDeRedAdmitenDecimalesConComaOPunto(texto: String, plazo: Duration) throws {
        #expect(try Opciones.leer(["--segundos-de-red", texto]).segundosDeRed == plazo)
    }

    @Test(arguments: [
        "0", "0,09", "0,0999", "120,001", "121", "1000", "", ",5", ".5", "1,", "1.", "1,2,3", "1.2.3", "1,5s", "-1", "+1", "1e1",
        " 1", "1 ", "١", "0,1234",
    ])
    func unosSegundosDeRedFueraDeRangoOMalEscritosSonUnErrorDeUso(texto: String) {
        #expect(throws: ErrorDeUso.segundosDeRedInvalido(texto)) { try Opciones.leer(["--segundos-de-red", texto]) }
    }

    @Test func laAyudaCabeEnUnaPantalla() {
        let pantallas = ["partidos", "marcador", "arbitros", "cronica", "equipos", "ajustes"]
        let lineas = Ayuda.texto(pantallas: pantallas).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lineas.count <= 30)
        #expect(lineas.allSatisfy { $0.count <= 100 })
    }
}

/// A flag given twice or two modes at once is a mistake, never "the last one wins".
@Suite struct OpcionesRepetidasTests {
    @Test(arguments: [
        (["--datos", "a", "--datos", "b"], ErrorDeUso.repetida("--datos")),
        (["--duracion", "60", "--duracion", "90"], .repetida("--duracion")),
        (["--ms-por-minuto", "1", "--ms-por-minuto", "1"], .repetida("--ms-por-minuto")),
        (["--servidor", "https://a.example", "--servidor", "https://b.example"], .repetida("--servidor")),
        (["--pantalla", "partidos", "--pantalla", "equipos"], .repetida("--pantalla")),
        (["--interactivo", "--interactivo"], .repetida("--interactivo")),
        (["--interactivo", "--pantalla", "partidos"], .modosIncompatibles("--interactivo", "--pantalla")),
        (["--pantalla", "partidos", "--interactivo"], .modosIncompatibles("--pantalla", "--interactivo")),
        (["--reiniciar-datos", "--reiniciar-datos"], .repetida("--reiniciar-datos")),
        (["--datos", ""], .datosVacio),
        (["--servidor", "http://127.0.0.1:99999/"], .puertoInvalido("http://127.0.0.1:99999/")),
        (["--servidor", "http://127.0.0.1:0/"], .puertoInvalido("http://127.0.0.1:0/")),
    ])
    func esUnErrorDeUso(argumentos: [String], esperado: ErrorDeUso) {
        #expect(throws: esperado) { try Opciones.leer(argumentos) }
    }

    @Test func unaContrasenaEnLaURLNuncaSeMuestra() {
        let error = ErrorDeUso.servidorInseguro("http://ana:secreto@example.com/")
        #expect(error.mensaje == "'http://ana:***@example.com/' no está permitido; usa https, o http solo hacia 127.0.0.1 o localhost.")
    }

    @Test func losCaracteresDeControlSeMuestranEscapados() {
        #expect(ErrorDeUso.opcionDesconocida("--\u{1B}[31mrojo").mensaje.hasPrefix("opción desconocida '--\\u{1B}[31mrojo'"))
    }
}

@Suite struct OpcionesEnVivoTests {
    @Test(arguments: [(["--en-vivo"], nil), (["--en-vivo", "7"], 7), (["--en-vivo", "--ms-por-minuto", "0"], nil)] as [([String], Int?)])
    func elPartidoEsElDadoOElQueTocaJugar(argumentos: [String], partido: Int?) throws {
        #expect(try Opciones.leer(argumentos).modo == .enVivo(partido: partido))
    }

    @Test(arguments: [
        (["--en-vivo", "uno"], ErrorDeUso.partidoInvalido("uno")),
        (["--en-vivo", "0"], .partidoInvalido("0")),
        (["--en-vivo", "--interactivo"], .modosIncompatibles("--en-vivo", "--interactivo")),
    ])
    func esUnErrorDeUso(argumentos: [String], esperado: ErrorDeUso) {
        #expect(throws: esperado) { try Opciones.leer(argumentos) }
    }
}
