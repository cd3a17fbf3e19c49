public import Clasificacion
import Core
import Partidos
import Presentacion

/// Clasificacion's part of the wiring: the table of the tournament as every screen reads it, a new
/// ViewModel per screen. It keeps no file of its own.
extension ContenedorDeLaApp {
    public var calcularLaClasificacion: CalcularLaClasificacion {
        CalcularLaClasificacion(torneo: torneo)
    }

    public func clasificacionViewModel() -> ClasificacionViewModel {
        ClasificacionViewModel(calcular: calcularLaClasificacion)
    }

    var funcionalidadDeClasificacion: Funcionalidad {
        .clasificacion(pantalla: clasificacionViewModel)
    }
}
