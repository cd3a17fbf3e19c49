public import Arbitros

/// Arbitros's part of the wiring: the referees, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public func arbitrosViewModel() -> ArbitrosViewModel {
        ArbitrosViewModel(repositorio: arbitros)
    }
}
