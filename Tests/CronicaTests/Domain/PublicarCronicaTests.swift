import Core
import Cronica
import Partidos
import Testing
import Torneo

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PublicarCronicaTests {
    @Test func publicaLaCronicaDelPartidoYDevuelveSuNumero() async throws {
        let cronicas = CronicasDeMuestra(respuesta: .success(101))
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]), juego: nil),
            cronicas: cronicas)

        let id = try await publicar(partidoId: 1).get()

        #expect(id == 101)
        #expect(
            cronicas.publicadas == [
                Cronica(titulo: "Rayo FC 2-1 Toros", cuerpo: "12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")
            ])
    }

    @Test func publicaElPartidoTalComoEstaAhora() async throws {
        let partidos = PartidosDeMuestra(partidos: [try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 90))])
        try partidos.registrarGol(partidoId: 1, gol: .gol(minuto: 90, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))
        try partidos.cambiarEstado(partidoId: 1, a: .terminado)
        let cronicas = CronicasDeMuestra(respuesta: .success(102))
        let publicar = PublicarCronica(torneo: ComoVaElTorneo(repositorio: partidos, juego: nil), cronicas: cronicas)

        _ = try await publicar(partidoId: 1).get()

        #expect(cronicas.publicadas.map(\.titulo) == ["Rayo FC 2-2 Toros"])
        #expect(cronicas.publicadas.first?.cuerpo.hasSuffix("\n90' Sofía (Toros)") == true)
    }

    @Test func elBorradorNoPublicaNada() throws {
        let cronicas = CronicasDeMuestra(respuesta: .success(101))
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]), juego: nil),
            cronicas: cronicas)

        let cronica = try publicar.cronica(partidoId: 1).get()

        #expect(cronica.titulo == "Rayo FC 2-1 Toros")
        #expect(cronicas.publicadas.isEmpty)
    }

    @Test func siNoExisteElPartidoFallaSinPublicar() async {
        let cronicas = CronicasDeMuestra(respuesta: .success(101))
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]), juego: nil),
            cronicas: cronicas)

        await #expect(throws: ErrorDeCronica.noExisteElPartido(7)) {
            _ = try await publicar(partidoId: 7).get()
        }
        #expect(cronicas.publicadas.isEmpty)
    }

    @Test(arguments: [ErrorDeRed.sinConexion, .tiempoAgotado, .estadoDelServidor(500), .respuestaIlegible])
    func unFalloDeRedLlegaComoFalloDeRed(error: ErrorDeRed) async {
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]), juego: nil),
            cronicas: CronicasDeMuestra(respuesta: .failure(error)))

        await #expect(throws: ErrorDeCronica.red(error)) {
            _ = try await publicar(partidoId: 1).get()
        }
    }

    @Test func unaPublicacionCanceladaNoSeCuentaComoFalloDeRed() async {
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]), juego: nil),
            cronicas: CronicasDeMuestra(respuesta: .failure(.cancelado)))

        await #expect(throws: ErrorDeCronica.cancelada) {
            _ = try await publicar(partidoId: 1).get()
        }
    }

    /// A match in play: the draft stands at its minute, marked; publishing it is refused and sends
    /// nothing.
    @Test func unPartidoEnJuegoSeMuestraEnSuMinutoYNoSePublica() async throws {
        let cronicas = CronicasDeMuestra(respuesta: .success(101))
        let juego = JuegoEnCursoDeMuestra(MinutoEnJuego(partidoId: 1, minuto: 54))
        let publicar = PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]), juego: juego), cronicas: cronicas)

        #expect(try publicar.cronica(partidoId: 1).get().texto == "Rayo FC 1-0 Toros · en juego, minuto 54\n12' Ana (Rayo FC)")
        await #expect(throws: ErrorDeCronica.enJuego(1, minuto: 54)) { try await publicar(partidoId: 1).get() }
        #expect(cronicas.publicadas == [])

        juego.enCurso = nil
        #expect(try await publicar(partidoId: 1).get() == 101)
    }
}
