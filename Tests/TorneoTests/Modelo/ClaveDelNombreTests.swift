import Foundation
import Testing

@testable import Torneo

/// The roster key of a name takes a shortcut for plain ASCII; it must still be Foundation's fold of
/// the name, ignoring case and accents.
@Suite struct ClaveDelNombreTests {
    private static func pliegue(_ nombre: String) -> String {
        nombre.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Every string of one or two ASCII characters, control characters included.
    @Test func cadaNombreASCIIDeUnaODosLetrasPliegaComoFoundation() {
        let letras = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let nombres = letras + letras.flatMap { primera in letras.map { primera + $0 } }
        let distintos = nombres.filter { Jugador.clave($0) != Self.pliegue($0) }
        #expect(distintos.isEmpty, "\(distintos.prefix(5).map(\.debugDescription))")
    }

    /// Names that are not ASCII keep Foundation's fold: accents and case are ignored alike.
    @Test(arguments: ["Iván", "IVÁN", "Sofía", "ÑANDÚ", "Zoé", "Łukasz", "Straße", "Ölçer"])
    func unNombreConOtrasLetrasPliegaComoFoundation(nombre: String) {
        #expect(Jugador.clave(nombre) == Self.pliegue(nombre))
    }

    @Test func mayusculasYAcentosDanLaMismaClave() {
        #expect(Jugador.clave("Ana") == Jugador.clave("ÁNA"))
        #expect(Jugador.clave("Leo 7") == Jugador.clave("LEO 7"))
        #expect(Jugador.clave("Ana") != Jugador.clave("Anabel"))
    }
}
