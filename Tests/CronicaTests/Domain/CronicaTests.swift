import Cronica
import Testing
import Torneo

@Suite struct CronicaTests {
    @Test func llevaElTituloDelPartidoYUnaLineaPorGol() {
        let cronica = Cronica(de: Ejemplo.rayoContraToros)

        #expect(cronica.titulo == "Rayo FC 2-1 Toros")
        #expect(cronica.cuerpo == "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")
    }

    @Test func unPartidoSinGolesDiceSinGoles() throws {
        let partido = try Partido(
            local: Ejemplo.lobos, visitante: Ejemplo.aguilas,
            eventos: [
                .tarjeta(minuto: 20, jugador: Ejemplo.pedro, equipo: Ejemplo.lobos, color: .roja)
            ])

        let cronica = Cronica(de: partido)

        #expect(cronica.titulo == "Lobos 0-0 Águilas")
        #expect(cronica.cuerpo == "Sin goles")
    }

    @Test func unGolAnotadoTardeSaleEnSuMinuto() throws {
        let partido = try Ejemplo.rayoContraToros.registrando(.gol(minuto: 5, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))

        let cronica = Cronica(de: partido)

        #expect(cronica.titulo == "Rayo FC 2-2 Toros")
        #expect(cronica.cuerpo == "5' Sofía (Toros)\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")
    }

    @Test func elBorradorEsElTituloYDebajoElCuerpo() {
        #expect(Cronica(titulo: "Lobos 0-0 Águilas", cuerpo: "Sin goles").texto == "Lobos 0-0 Águilas\nSin goles")
    }
}
