public import Equipos

/// Equipos's part of the wiring: the rosters, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public func equiposViewModel() -> EquiposViewModel {
        EquiposViewModel(repositorio: partidos, ficharJugador: ficharJugador)
    }
}
