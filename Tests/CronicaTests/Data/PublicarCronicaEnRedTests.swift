import Core
import CoreTestSupport
import Cronica
import Foundation
import Partidos
import Testing
import Torneo

/// The use case and the screen over the real repository and HTTP service, on a `RedEspia`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PublicarCronicaEnRedTests {
    private func publicarCronica(en red: RedEspia) -> PublicarCronica {
        let servicio = withDependencies {
            $0.temporizador = .sobre(RelojPasoAPaso())
        } operation: {
            ServicioJSONPlaceholder(urlBase: red.urlBase, sesion: red.sesion, tiempoMaximo: .seconds(5))
        }
        return PublicarCronica(
            torneo: ComoVaElTorneo(repositorio: PartidosDeMuestra(partidos: [Ejemplo.rayoContraToros]), juego: nil),
            cronicas: RepositorioDeCronicasEnRed(servicio: servicio))
    }

    @Test func laPantallaDaElNumeroQueRespondeElServidor() async {
        let red = RedEspia(respondiendo: .json(#"{"id": 101}"#, estado: 201))
        let viewModel = CronicaViewModel(partidoId: 1, publicarCronica: publicarCronica(en: red))

        #expect(await viewModel.publicar())

        guard case let .exito(exito) = viewModel.uiState else {
            Issue.record("Sin crónica: \(viewModel.uiState)")
            return
        }
        #expect(exito.texto == "Crónica publicada con el n.º 101")
    }
}
