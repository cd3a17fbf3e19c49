public import Arbitros
import Core

/// Arbitros's part of the wiring: the referees over their file, a new ViewModel per screen.
extension ContenedorDeLaApp {
    /// One for the whole app, made on first use.
    public var arbitros: RepositorioDeArbitros {
        pieza { RepositorioDeArbitros(servicio: servicio, almacen: carpetaDeDatos.map { AlmacenDeArbitros(en: $0) }) }
    }

    public func arbitrosViewModel() -> ArbitrosViewModel {
        ArbitrosViewModel(repositorio: arbitros)
    }

    var funcionalidadDeArbitros: Funcionalidad {
        var funcionalidad = Funcionalidad.arbitros(pantalla: arbitrosViewModel, archivos: [arbitros])
        funcionalidad.respuestasDeEjemplo = [UsuarioDTO.respuestaDeEjemplo]
        return funcionalidad
    }
}
