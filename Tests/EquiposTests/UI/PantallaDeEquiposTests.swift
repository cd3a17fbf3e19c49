import Equipos
import PartidosTestSupport
import Testing

@MainActor
@Suite struct PantallaDeEquiposTests {
    @Test func muestraUnaLineaPorEquipo() {
        let repositorio = RepositorioFalso()
        let viewModel = EquiposViewModel(repositorio: repositorio, ficharJugador: FicharJugador(repositorio: repositorio))

        #expect(PantallaDeEquipos.texto(de: viewModel) == """
            Equipos
              Rayo FC: Ana #9, Luis, Marta #1
              Toros: Iván #7, Sofía #10
              Lobos: Pedro #4, Carla #5
              Águilas: Nico #11
            """)
    }

    @Test func terminaConElErrorSiLoHay() {
        let repositorio = RepositorioFalso()
        let viewModel = EquiposViewModel(repositorio: repositorio, ficharJugador: FicharJugador(repositorio: repositorio))
        viewModel.fichar(equipo: "Toros", nombre: "Eva", dorsal: 120)

        #expect(PantallaDeEquipos.texto(de: viewModel).hasSuffix("""
              Águilas: Nico #11
            Error: El dorsal 120 no es válido: tiene que estar entre 1 y 99.
            """))
    }
}
