import Clasificacion
import Core
import Presentacion

/// Clasificacion's part of the wiring: the table of the tournament as every screen reads it, a new
/// ViewModel per screen. It keeps no file of its own, and adds nothing to the container's public API.
extension ContenedorDeLaApp {
    var calcularLaClasificacion: CalcularLaClasificacion {
        CalcularLaClasificacion(torneo: torneo)
    }

    func clasificacionViewModel() -> ClasificacionViewModel {
        ClasificacionViewModel(calcular: calcularLaClasificacion)
    }

    var funcionalidadDeClasificacion: Funcionalidad {
        .clasificacion(pantalla: clasificacionViewModel)
    }
}
