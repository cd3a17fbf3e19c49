public import Observation

/// The Clasificacion screen: the names as the repository keeps them, and adding one.
@MainActor
@Observable
public final class ClasificacionViewModel {
    /// Why the last name was not added; "" once one is.
    private var ultimoAviso = ""
    @ObservationIgnored private let repositorio: any ClasificacionRepositorio
    @ObservationIgnored private let anadirNombre: AnadirClasificacion

    public init(repositorio: any ClasificacionRepositorio, anadir: AnadirClasificacion) {
        self.repositorio = repositorio
        anadirNombre = anadir
    }

    /// Read from the repository each time, so a name added on another screen shows here too.
    public var uiState: ClasificacionUiState {
        .exito(.init(nombres: repositorio.nombres, ultimoAviso: ultimoAviso))
    }

    /// `false` when the name was refused; the screen's `ultimoAviso` then says why.
    @discardableResult
    public func anadir(_ nombre: String) -> Bool {
        switch anadirNombre(nombre) {
        case .success:
            ultimoAviso = ""
            return true
        case let .failure(error):
            ultimoAviso = error.mensaje
            return false
        }
    }
}
