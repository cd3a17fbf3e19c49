import Cronica
import PartidosTestSupport
import Testing

@MainActor
@Suite struct PantallaDeCronicaTests {
    @Test func muestraElBorradorBajoElNumeroDelPartido() {
        let viewModel = CronicaViewModel(
            partidoId: 1,
            publicarCronica: PublicarCronica(partidos: RepositorioFalso(), cronicas: CronicasEspia(respuesta: .success(101)))
        )

        #expect(PantallaDeCronica.texto(de: viewModel) == """
            Crónica del partido n.º 1
            Rayo FC 2-1 Toros
            12' Ana (Rayo FC)
            55' Iván (Toros)
            80' Ana (Rayo FC)
            """)
    }

    @Test func trasPublicarDaElNumero() async {
        let viewModel = CronicaViewModel(
            partidoId: 1,
            publicarCronica: PublicarCronica(partidos: RepositorioFalso(), cronicas: CronicasEspia(respuesta: .success(101)))
        )

        await viewModel.publicar()

        #expect(PantallaDeCronica.texto(de: viewModel) == "Crónica del partido n.º 1\nCrónica publicada con el n.º 101")
    }
}
