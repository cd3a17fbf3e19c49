import CoreTestSupport
import Foundation
import Testing

@testable import MarcadorDemo

/// The demo's command line and the console's word splitting, fed seeded random input (they live in
/// the demo's executable, which the libFuzzer harnesses cannot link): every argument list either
/// parses or is one line of bad usage, and splitting words never loses or invents one.
@Suite struct EntradasAlAzarTests {
    static let casos = 20_000

    /// Pieces a person could type, right and wrong, and bytes nobody would.
    private static let piezas = [
        "--datos", "--reiniciar-datos", "--servidor", "--sin-red", "--ms-por-minuto", "--duracion", "--segundos-de-red",
        "--interactivo", "--en-vivo", "--pantalla", "--help", "-h", "ayuda", "--", "-", "", " ", "0", "1", "-1", "60", "90",
        "60000", "60001", "99999999999999999999", "http://x", "https://user:clave@host:8080/ruta", "ftp://x", "file:///x",
        "partidos", "arbitros", "é", "\u{0}", "\"", "--datos=x", "/tmp", "~", "2.5", "+3", "0x10",
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func cadaLineaDeOrdenesSeLeeOEsUnaLineaDeUsoIncorrecto(semilla: UInt64) {
        var azar = GeneradorConSemilla(semilla: semilla)
        for _ in 0..<Self.casos / 3 {
            let argumentos = (0..<azar.siguiente(hasta: 7)).map { _ in Self.pieza(&azar) }
            do throws(ErrorDeUso) {
                let opciones = try Opciones.leer(argumentos)
                // The same line reads the same way every time.
                #expect(try Opciones.leer(argumentos) == opciones, "\(argumentos)")
            } catch {
                #expect(!error.mensaje.isEmpty && !error.mensaje.contains(where: \.isNewline), "\(argumentos): \(error.mensaje)")
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func separarPalabrasNoPierdeNiInventaNinguna(semilla: UInt64) {
        var azar = GeneradorConSemilla(semilla: semilla)
        let letras: [Character] = ["a", "Z", "é", " ", " ", "\t", "\"", "1", "-", "ñ", "\u{1F600}"]
        for _ in 0..<Self.casos / 3 {
            let linea = String((0..<azar.siguiente(hasta: 24)).map { _ in letras[azar.siguiente(hasta: letras.count)] })
            let palabras = Interactivo.palabras(de: linea)
            #expect(palabras.allSatisfy { !$0.contains("\"") }, "\(linea)")
            // Each word quoted back and split again: the same words.
            let citadas = palabras.map { "\"\($0)\"" }.joined(separator: " ")
            #expect(Interactivo.palabras(de: citadas) == palabras, "\(linea)")
            // Without quotes or tabs, a line is its words split at the spaces.
            if !linea.contains("\""), !linea.contains("\t") {
                #expect(palabras == linea.split(separator: " ").map(String.init), "\(linea)")
            }
        }
    }

    private static func pieza(_ azar: inout GeneradorConSemilla) -> String {
        if azar.siguiente(hasta: 10) == 0 {
            // A few random bytes, as text.
            return String(decoding: (0..<azar.siguiente(hasta: 6)).map { _ in UInt8(azar.siguiente(hasta: 256)) }, as: UTF8.self)
        }
        return piezas[azar.siguiente(hasta: piezas.count)]
    }
}
