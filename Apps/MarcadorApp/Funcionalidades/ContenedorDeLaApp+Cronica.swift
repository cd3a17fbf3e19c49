public import Cronica

/// Cronica's part of the wiring: the report of a match, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public func cronicaViewModel(id: Int) -> CronicaViewModel {
        CronicaViewModel(partidoId: id, publicarCronica: publicarCronica)
    }
}
