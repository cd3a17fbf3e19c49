import Equipos
import Partidos
import Testing
import Torneo

@MainActor
@Suite struct FicharJugadorTests {
    struct Entrada: CustomTestStringConvertible, Sendable {
        let equipo: String
        let nombre: String
        let dorsal: Int?
        var testDescription: String { "\(equipo) / \(nombre.debugDescription) / \(dorsal.map(String.init) ?? "sin dorsal")" }
    }

    nonisolated static let entradasMalas: [(Entrada, ErrorDeEquipos)] = [
        (Entrada(equipo: "Osos", nombre: "Eva", dorsal: nil), .noExisteElEquipo("Osos")),
        (Entrada(equipo: "rayo fc", nombre: "Eva", dorsal: nil), .noExisteElEquipo("rayo fc")),
        (Entrada(equipo: "Rayo FC", nombre: "", dorsal: nil), .rechazado(.nombreDeJugadorVacio)),
        (Entrada(equipo: "Rayo FC", nombre: "  \n ", dorsal: 23), .rechazado(.nombreDeJugadorVacio)),
        (
            Entrada(equipo: "Rayo FC", nombre: String(repeating: "a", count: 41), dorsal: nil),
            .rechazado(.nombreDeJugadorDemasiadoLargo(maximo: 40))
        ),
        (Entrada(equipo: "Rayo FC", nombre: "Ana", dorsal: nil), .rechazado(.jugadorRepetido("Ana", equipo: "Rayo FC"))),
        (Entrada(equipo: "Rayo FC", nombre: "ana", dorsal: 23), .rechazado(.jugadorRepetido("Ana", equipo: "Rayo FC"))),
        (Entrada(equipo: "Rayo FC", nombre: "Ána", dorsal: nil), .rechazado(.jugadorRepetido("Ana", equipo: "Rayo FC"))),
        (Entrada(equipo: "Rayo FC", nombre: "  MARTA ", dorsal: nil), .rechazado(.jugadorRepetido("Marta", equipo: "Rayo FC"))),
        (Entrada(equipo: "Toros", nombre: "ivan", dorsal: nil), .rechazado(.jugadorRepetido("Iván", equipo: "Toros"))),
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: 0), .rechazado(.dorsalFueraDeRango(0))),
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: 100), .rechazado(.dorsalFueraDeRango(100))),
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: -7), .rechazado(.dorsalFueraDeRango(-7))),
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: 9), .rechazado(.dorsalRepetido(9, equipo: "Rayo FC"))),
        (Entrada(equipo: "Toros", nombre: "Eva", dorsal: 10), .rechazado(.dorsalRepetido(10, equipo: "Toros"))),
    ]

    nonisolated static let entradasBuenas: [(Entrada, Jugador)] = [
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: 23), try! Jugador(nombre: "Eva", dorsal: 23)),
        (Entrada(equipo: "Rayo FC", nombre: "  Eva \n", dorsal: nil), try! Jugador(nombre: "Eva")),
        (Entrada(equipo: "Lobos", nombre: "Eva", dorsal: 1), try! Jugador(nombre: "Eva", dorsal: 1)),
        (Entrada(equipo: "Rayo FC", nombre: "Eva", dorsal: 99), try! Jugador(nombre: "Eva", dorsal: 99)),
        (Entrada(equipo: "Toros", nombre: "Ana", dorsal: 9), try! Jugador(nombre: "Ana", dorsal: 9)),
        (Entrada(equipo: "Rayo FC", nombre: "Anabel", dorsal: nil), try! Jugador(nombre: "Anabel")),
        (
            Entrada(equipo: "Rayo FC", nombre: String(repeating: "ñ", count: 40), dorsal: nil),
            try! Jugador(nombre: String(repeating: "ñ", count: 40))
        ),
    ]

    @Test(arguments: entradasMalas)
    func rechazaLaEntradaConSuFallo(entrada: Entrada, fallo: ErrorDeEquipos) {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        #expect(throws: fallo) {
            try fichar(equipo: entrada.equipo, nombre: entrada.nombre, dorsal: entrada.dorsal).get()
        }
    }

    @Test(arguments: entradasMalas.map(\.0))
    func unaEntradaRechazadaNoCambiaNingunaPlantilla(entrada: Entrada) {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        _ = fichar(equipo: entrada.equipo, nombre: entrada.nombre, dorsal: entrada.dorsal)

        #expect(repositorio.fichajes.isEmpty)
        #expect(repositorio.equipos.map(\.plantilla) == Ejemplo.equipos.map(\.plantilla))
    }

    @Test(arguments: entradasBuenas)
    func fichaAlJugadorConElNombreRecortado(entrada: Entrada, jugador: Jugador) throws {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        let fichado = try fichar(equipo: entrada.equipo, nombre: entrada.nombre, dorsal: entrada.dorsal).get()

        #expect(fichado == jugador)
        #expect(repositorio.fichajes == [jugador])
        #expect(repositorio.equipo(llamado: entrada.equipo)?.plantilla.last == jugador)
    }

    @Test func elNuevoJugadorEntraAlFinalDeLaPlantillaDelEquipoGuardado() throws {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        _ = try fichar(equipo: "Toros", nombre: "Eva", dorsal: 23).get()

        #expect(repositorio.equipo(llamado: "Toros")?.plantilla.map(\.description) == ["Iván #7", "Sofía #10", "Eva #23"])
    }

    @Test func losPartidosDelEquipoVenLaNuevaPlantillaYConservanSusGoles() throws {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        _ = try fichar(equipo: "Toros", nombre: "Eva", dorsal: nil).get()

        let partido = try #require(repositorio.partido(id: 1))
        #expect(partido.visitante.plantilla.map(\.nombre) == ["Iván", "Sofía", "Eva"])
        #expect(partido.titulo == "Rayo FC 2-1 Toros")
    }

    @Test func unSegundoFichajeVeAlPrimero() throws {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        let fichar = FicharJugador(repositorio: repositorio)

        _ = try fichar(equipo: "Águilas", nombre: "Eva", dorsal: 23).get()

        #expect(throws: ErrorDeEquipos.rechazado(.jugadorRepetido("Eva", equipo: "Águilas"))) {
            try fichar(equipo: "Águilas", nombre: "éva", dorsal: nil).get()
        }
        #expect(throws: ErrorDeEquipos.rechazado(.dorsalRepetido(23, equipo: "Águilas"))) {
            try fichar(equipo: "Águilas", nombre: "Leo", dorsal: 23).get()
        }
    }

    @Test func siNoSePuedeGuardarLoDiceYNoCambiaNada() {
        let repositorio = PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros])
        repositorio.falloAlGuardar = "disco lleno"
        let fichar = FicharJugador(repositorio: repositorio)

        #expect(throws: ErrorDeEquipos.noSePudoGuardar("disco lleno")) {
            try fichar(equipo: "Rayo FC", nombre: "Eva", dorsal: 23).get()
        }
        #expect(repositorio.equipo(llamado: "Rayo FC")?.plantilla == Ejemplo.rayo.plantilla)
    }
}
