import Core
import Cronica
import Observation
import Partidos
import Testing
import Torneo

// A broken "one publication at a time" rule would leave a publication waiting forever: fail instead.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CronicaViewModelTests {
    private func pantalla(
        partidoId: Int = 1,
        partidos: PartidosDeMuestra = PartidosDeMuestra(partidos: [Ejemplo.rayoContraTorosTerminado]),
        cronicas: any CronicasRepositorio
    ) -> CronicaViewModel {
        CronicaViewModel(
            partidoId: partidoId,
            publicarCronica: PublicarCronica(torneo: ComoVaElTorneo(repositorio: partidos, juego: nil), cronicas: cronicas))
    }

    private let borrador = "Rayo FC 2-1 Toros\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)"

    @Test func unPartidoEnJuegoNoSePublicaYLoDiceSinDejarDeMostrarElBorrador() async throws {
        let partidos = PartidosDeMuestra(partidos: [try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 30))])
        let cronicas = CronicasDeMuestra(respuesta: .success(101))
        let viewModel = pantalla(partidos: partidos, cronicas: cronicas)

        #expect(!(await viewModel.publicar()))

        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        borrador: "Rayo FC 1-0 Toros · en juego, minuto 30\n12' Ana (Rayo FC)",
                        ultimoAviso: "El partido n.º 1 está en juego (minuto 30): publica la crónica tras el pitido final")))
        #expect(cronicas.publicadas.isEmpty)
    }

    @Test func empiezaMostrandoElBorrador() {
        let viewModel = pantalla(cronicas: CronicasDeMuestra(respuesta: .success(101)))

        #expect(viewModel.uiState == .exito(.init(borrador: "Rayo FC 2-1 Toros\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)")))
    }

    @Test func unGolMarcadoConLaPantallaAbiertaSaleEnElBorrador() throws {
        let partidos = PartidosDeMuestra(partidos: [try Ejemplo.rayoContraToros.con(estado: .enJuego(minuto: 90))])
        let viewModel = pantalla(partidos: partidos, cronicas: CronicasDeMuestra(respuesta: .success(101)))
        let cambio = Cambio()
        withObservationTracking {
            _ = viewModel.uiState
        } onChange: {
            cambio.avisado()
        }

        try partidos.registrarGol(partidoId: 1, gol: .gol(minuto: 90, jugador: Ejemplo.sofia, equipo: Ejemplo.toros))

        #expect(cambio.veces == 1)
        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        borrador:
                            "Rayo FC 2-2 Toros · en juego, minuto 90\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)\n90' Sofía (Toros)"
                    )))
    }

    @Test func sinPartidoEmpiezaConElError() {
        let viewModel = pantalla(partidoId: 7, cronicas: CronicasDeMuestra(respuesta: .success(101)))

        #expect(viewModel.uiState == .error("No existe el partido n.º 7"))
    }

    @Test func mientrasSePublicaLoDiceYAlTerminarDaElNumero() async {
        let cronicas = CronicasDeMuestra.retenidas()
        let viewModel = pantalla(cronicas: cronicas)

        let publicacion = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        #expect(viewModel.uiState == .exito(.init(borrador: borrador, publicacion: .publicando)))

        cronicas.responder(.success(101))
        #expect(await publicacion.value)

        #expect(viewModel.uiState == .exito(.init(borrador: borrador, publicacion: .publicada(101))))
    }

    @Test func noSePuedePublicarDosVecesALaVez() async {
        let cronicas = CronicasDeMuestra.retenidas()
        let viewModel = pantalla(cronicas: cronicas)
        let primera = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()

        #expect(!(await viewModel.publicar()))

        cronicas.responder(.success(101))
        #expect(await primera.value)
        #expect(cronicas.publicadas.count == 1)
        #expect(viewModel.uiState == .exito(.init(borrador: borrador, publicacion: .publicada(101))))
    }

    @Test func unFalloDeRedMuestraSuMensaje() async {
        let viewModel = pantalla(cronicas: CronicasDeMuestra(respuesta: .failure(.sinConexion)))

        #expect(!(await viewModel.publicar()))

        #expect(
            viewModel.uiState
                == .exito(
                    .init(borrador: borrador, publicacion: .noPublicada, ultimoAviso: "No se pudo publicar la crónica: No hay conexión")))
    }

    @Test func trasUnFalloSePuedeVolverAPublicar() async {
        let cronicas = CronicasDeMuestra.retenidas()
        let viewModel = pantalla(cronicas: cronicas)
        let primera = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        cronicas.responder(.failure(.estadoDelServidor(500)))
        #expect(!(await primera.value))
        #expect(
            viewModel.uiState
                == .exito(
                    .init(
                        borrador: borrador, publicacion: .noPublicada,
                        ultimoAviso: "No se pudo publicar la crónica: El servidor respondió con el código 500")))

        let segunda = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        cronicas.responder(.success(102))
        #expect(await segunda.value)

        #expect(viewModel.uiState == .exito(.init(borrador: borrador, publicacion: .publicada(102))))
        #expect(cronicas.publicadas.count == 2)
    }
}

/// Counts observation callbacks, which may arrive on any thread.
private final class Cambio: Sendable {
    private let cuenta = Cerrojo(0)
    var veces: Int { cuenta.withLock { $0 } }
    func avisado() { cuenta.withLock { $0 += 1 } }
}
