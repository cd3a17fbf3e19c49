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
        #expect(opciones.modo == .pantalla(.arbitros))
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
        (["--pantalla", "goles"], .pantallaDesconocida("goles")),
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

    @Test func laAyudaCabeEnUnaPantalla() {
        let lineas = Ayuda.texto.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lineas.count <= 30)
        #expect(lineas.allSatisfy { $0.count <= 100 })
    }
}
