import Core
import Foundation
import Presentacion

/// The interactive console's lines, run through the commands the features registered, one after
/// another on one app (a tournament changed by the previous lines). Each line either runs or is
/// refused with a one-line hint; none crashes.
enum ArnesDeOrdenes {
    static let consola = Arnes(nombre: "ordenes", resumen: "lines typed at the interactive console") { datos in
        let lineas = String(decoding: datos, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(40)
        await AppDelArnes.con { funcionalidades, marcha in
            let sesion = SesionDelArnes(marcha: marcha)
            for linea in lineas {
                let palabras = linea.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let nombre = palabras.first?.lowercased(), let comando = funcionalidades.comando(nombre) else { continue }
                do throws(ErrorDeComando) {
                    _ = try await comando.ejecutar(Array(palabras.dropFirst()), en: sesion)
                } catch {
                    guard esUnaLinea(error.mensaje) else { fallo("ordenes", "the hint is not one line: \(error.mensaje)") }
                }
            }
        }
    }
}
