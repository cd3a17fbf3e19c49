import Core
import Foundation
import Presentacion

/// The live view's keys, as the terminal driver hands them over: the first byte picks the match, the
/// next two the terminal's size, every later byte is a key (three of them stand for a minute of real
/// time, a blink, and a resize). Whatever the keys, every frame fills the terminal exactly, no row
/// wider than it, and `q` always leaves.
enum ArnesDeTeclas {
    static let enVivo = Arnes(nombre: "teclas", resumen: "the live view's key bytes, at every terminal size") { datos in
        let bytes = [UInt8](datos)
        guard bytes.count >= 3 else { return }
        await AppDelArnes.con { funcionalidades, marcha in
            guard let crear = funcionalidades.todas.lazy.compactMap(\.enVivo).first else { fallo("teclas", "no live view") }
            let vista = crear(Int(bytes[0] % 20), marcha, funcionalidades.anexosDelPartido)
            if let motivo = await vista.empezar() {
                guard esUnaLinea(motivo) else { fallo("teclas", "the reason is not one line: \(motivo)") }
                return
            }
            var ancho = Int(bytes[1] % 160)
            var alto = Int(bytes[2] % 60)
            comprobar(vista.fotograma(ancho: ancho, alto: alto), ancho: ancho, alto: alto)
            for byte in bytes.dropFirst(3).prefix(400) {
                let evento: EventoEnVivo
                switch byte {
                case 0xFD: evento = .minuto
                case 0xFE: evento = .parpadeo
                case 0xFF:
                    (ancho, alto) = (alto * 3 % 160, ancho % 60)
                    comprobar(vista.fotograma(ancho: ancho, alto: alto), ancho: ancho, alto: alto)
                    continue
                default: evento = .tecla(byte)
                }
                let sigue = await vista.atender(evento)
                if byte == UInt8(ascii: "q"), sigue { fallo("teclas", "q did not leave") }
                guard sigue else { return }
                comprobar(vista.fotograma(ancho: ancho, alto: alto), ancho: ancho, alto: alto)
            }
        }
    }

    private static func comprobar(_ fotograma: Fotograma, ancho: Int, alto: Int) {
        guard fotograma.lineas.count == alto else {
            fallo("teclas", "\(fotograma.lineas.count) rows drawn for a terminal of \(alto)")
        }
        if let ancha = fotograma.lineas.first(where: { $0.count > ancho }) {
            fallo("teclas", "a row of \(ancha.count) characters in a terminal \(ancho) wide: \(ancha)")
        }
    }
}
