import Core
public import Equipos
import Presentacion

/// Equipos's part of the wiring: the rosters, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public var ficharJugador: FicharJugador {
        FicharJugador(repositorio: partidos)
    }

    public func equiposViewModel() -> EquiposViewModel {
        EquiposViewModel(repositorio: partidos, ficharJugador: ficharJugador)
    }

    var funcionalidadDeEquipos: Funcionalidad {
        .equipos(pantalla: equiposViewModel)
    }
}
