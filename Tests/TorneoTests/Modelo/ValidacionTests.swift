import Testing
import Torneo

@Suite struct ValidacionTests {
    @Test func unJugadorSinNombreSeRechaza() {
        #expect(throws: ErrorDelTorneo.nombreDeJugadorVacio) { try Jugador(nombre: "   ") }
    }

    @Test(arguments: [0, 100, -3])
    func unDorsalFueraDe1a99SeRechaza(dorsal: Int) {
        #expect(throws: ErrorDelTorneo.dorsalFueraDeRango(dorsal)) { try Jugador(nombre: "Ana", dorsal: dorsal) }
    }

    @Test func unNombreDeMasDe40CaracteresSeRechaza() throws {
        #expect(throws: ErrorDelTorneo.nombreDeJugadorDemasiadoLargo(maximo: 40)) { try Jugador(nombre: String(repeating: "a", count: 41)) }
        #expect(try Jugador(nombre: String(repeating: "ñ", count: 40)).nombre.count == 40)
    }

    /// "Ána", "ana" and "Ana" are one name in a roster; the error names the player who had it first.
    @Test func dosNombresQueSoloDifierenEnMayusculasOAcentosSeRechazan() throws {
        let ana = try Jugador(nombre: "Ana")
        #expect(throws: ErrorDelTorneo.jugadorRepetido("Ana", equipo: "Rayo FC")) {
            try Equipo(nombre: "Rayo FC", plantilla: [ana, try Jugador(nombre: "ána")])
        }
        #expect(try Equipo(nombre: "Rayo FC", plantilla: [ana, try Jugador(nombre: "Anabel")]).plantilla.count == 2)
    }

    /// The roster's rule for names, asked before a player is made: case and accents do not count.
    @Test func otrasLetrasSonOtroNombreEnLaPlantilla() throws {
        let equipo = try Equipo(
            nombre: "Toros", plantilla: [try Jugador(nombre: "Sofía"), try Jugador(nombre: "Sonia"), try Jugador(nombre: "Ana")])
        #expect(equipo.plantilla.count == 3)
        #expect(throws: ErrorDelTorneo.jugadorRepetido("Iván", equipo: "Toros")) {
            try Equipo(nombre: "Toros", plantilla: [try Jugador(nombre: "Iván"), try Jugador(nombre: "IVÁN")])
        }
    }

    @Test func elNombreDelJugadorSeRecorta() throws {
        #expect(try Jugador(nombre: "  Ana ", dorsal: 9).nombre == "Ana")
    }

    @Test func unEquipoSinNombreSeRechaza() {
        #expect(throws: ErrorDelTorneo.nombreDeEquipoVacio) { try Equipo(nombre: "") }
    }

    @Test func dosJugadoresConElMismoDorsalSeRechazan() throws {
        let plantilla = [try Jugador(nombre: "Ana", dorsal: 9), try Jugador(nombre: "Bea", dorsal: 9)]
        #expect(throws: ErrorDelTorneo.dorsalRepetido(9, equipo: "Rayo FC")) { try Equipo(nombre: "Rayo FC", plantilla: plantilla) }
    }

    @Test func dosJugadoresConElMismoNombreSeRechazan() throws {
        let plantilla = [try Jugador(nombre: "Ana", dorsal: 9), try Jugador(nombre: "Ana")]
        #expect(throws: ErrorDelTorneo.jugadorRepetido("Ana", equipo: "Rayo FC")) { try Equipo(nombre: "Rayo FC", plantilla: plantilla) }
    }

    @Test func unEquipoNoJuegaContraSiMismo() {
        #expect(throws: ErrorDelTorneo.mismoEquipoEnAmbosLados("Rayo FC")) {
            try Partido(local: Ejemplo.rayo, visitante: Ejemplo.rayo)
        }
    }

    @Test(arguments: [-1, 121])
    func unMinutoFueraDe0a120SeRechaza(minuto: Int) throws {
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros)
        #expect(throws: ErrorDelTorneo.minutoFueraDeRango(minuto)) {
            try partido.registrando(.gol(minuto: minuto, jugador: Ejemplo.ana, equipo: Ejemplo.rayo))
        }
    }

    @Test func unGolDeUnEquipoQueNoJuegaSeRechaza() throws {
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros)
        #expect(throws: ErrorDelTorneo.equipoNoJuegaElPartido("Lobos")) {
            try partido.registrando(.gol(minuto: 10, jugador: Ejemplo.pedro, equipo: Ejemplo.lobos))
        }
    }

    @Test func unGoleadorFueraDeLaPlantillaSeRechaza() throws {
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros)
        #expect(throws: ErrorDelTorneo.jugadorFueraDeLaPlantilla("Iván", equipo: "Rayo FC")) {
            try partido.registrando(.gol(minuto: 10, jugador: Ejemplo.ivan, equipo: Ejemplo.rayo))
        }
    }

    @Test func unCambioConUnJugadorAjenoSeRechaza() throws {
        let partido = try Partido(local: Ejemplo.rayo, visitante: Ejemplo.toros)
        #expect(throws: ErrorDelTorneo.jugadorFueraDeLaPlantilla("Sofía", equipo: "Rayo FC")) {
            try partido.registrando(.cambio(minuto: 60, sale: Ejemplo.ana, entra: Ejemplo.sofia, equipo: Ejemplo.rayo))
        }
    }

    @Test func unEquipoConElMismoNombrePeroOtroObjetoNoJuega() throws {
        let impostor = try Equipo(nombre: "Rayo FC", plantilla: [Ejemplo.ana])
        #expect(throws: ErrorDelTorneo.equipoNoJuegaElPartido("Rayo FC")) {
            try Ejemplo.rayoContraToros.registrando(.gol(minuto: 1, jugador: Ejemplo.ana, equipo: impostor))
        }
    }

    @Test func unPartidoConUnEquipoAjenoAlTorneoSeRechaza() {
        #expect(throws: ErrorDelTorneo.equipoFueraDelTorneo("Toros")) {
            try Torneo(nombre: "Copa", equipos: [Ejemplo.rayo, Ejemplo.lobos], partidos: [Ejemplo.rayoContraToros])
        }
    }

    @Test func dosEquiposConElMismoNombreSeRechazan() throws {
        let otroRayo = try Equipo(nombre: "Rayo FC")
        #expect(throws: ErrorDelTorneo.equipoRepetido("Rayo FC")) { try Torneo(nombre: "Copa", equipos: [Ejemplo.rayo, otroRayo]) }
    }

    @Test func losMensajesSonFrasesLegibles() {
        #expect(ErrorDelTorneo.minutoFueraDeRango(130).mensaje == "El minuto 130 no es válido: tiene que estar entre 0 y 120.")
        #expect(ErrorDelTorneo.jugadorFueraDeLaPlantilla("Iván", equipo: "Rayo FC").mensaje == "Iván no está en la plantilla de Rayo FC.")
        #expect(ErrorDelTorneo.mismoEquipoEnAmbosLados("Toros").mensaje == "Toros no puede jugar contra sí mismo.")
        #expect(ErrorDelTorneo.dorsalFueraDeRango(100).mensaje == "El dorsal 100 no es válido: tiene que estar entre 1 y 99.")
    }
}
