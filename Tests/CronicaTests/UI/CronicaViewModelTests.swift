import Core
import Cronica
import PartidosTestSupport
import Testing

// A broken "one publication at a time" rule would leave a publication waiting forever: fail instead.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CronicaViewModelTests {
    private func pantalla(partidoId: Int = 1, cronicas: any CronicasRepositorio) -> CronicaViewModel {
        CronicaViewModel(partidoId: partidoId, publicarCronica: PublicarCronica(partidos: RepositorioFalso(), cronicas: cronicas))
    }

    @Test func empiezaMostrandoElBorrador() {
        let viewModel = pantalla(cronicas: CronicasEspia(respuesta: .success(101)))

        #expect(viewModel.estado == .borrador("Rayo FC 2-1 Toros\n12' Ana (Rayo FC)\n55' Iván (Toros)\n80' Ana (Rayo FC)"))
        #expect(viewModel.sePuedePublicar)
    }

    @Test func sinPartidoEmpiezaConElError() {
        let viewModel = pantalla(partidoId: 7, cronicas: CronicasEspia(respuesta: .success(101)))

        #expect(viewModel.estado == .error("No existe el partido n.º 7"))
    }

    @Test func mientrasSePublicaLoDiceYAlTerminarDaElNumero() async {
        let cronicas = CronicasRetenidas()
        let viewModel = pantalla(cronicas: cronicas)

        let publicacion = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        #expect(viewModel.estado == .publicando)
        #expect(!viewModel.sePuedePublicar)

        cronicas.responder(.success(101))
        await publicacion.value

        #expect(viewModel.estado == .publicada(101))
        #expect(viewModel.estado.texto == "Crónica publicada con el n.º 101")
    }

    @Test func noSePuedePublicarDosVecesALaVez() async {
        let cronicas = CronicasRetenidas()
        let viewModel = pantalla(cronicas: cronicas)
        let primera = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()

        await viewModel.publicar()

        cronicas.responder(.success(101))
        await primera.value
        #expect(cronicas.recibidas.count == 1)
        #expect(viewModel.estado == .publicada(101))
    }

    @Test func unFalloDeRedMuestraSuMensaje() async {
        let viewModel = pantalla(cronicas: CronicasEspia(respuesta: .failure(.sinConexion)))

        await viewModel.publicar()

        #expect(viewModel.estado == .error("No se pudo publicar la crónica: No hay conexión"))
        #expect(viewModel.sePuedePublicar)
    }

    @Test func trasUnFalloSePuedeVolverAPublicar() async {
        let cronicas = CronicasRetenidas()
        let viewModel = pantalla(cronicas: cronicas)
        let primera = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        cronicas.responder(.failure(.estadoDelServidor(500)))
        await primera.value
        #expect(viewModel.estado == .error("No se pudo publicar la crónica: El servidor respondió con el código 500"))

        let segunda = Task { await viewModel.publicar() }
        await cronicas.esperarPeticion()
        cronicas.responder(.success(102))
        await segunda.value

        #expect(viewModel.estado == .publicada(102))
        #expect(cronicas.recibidas.count == 2)
    }
}
