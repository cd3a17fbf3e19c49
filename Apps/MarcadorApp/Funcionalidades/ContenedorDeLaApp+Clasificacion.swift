public import Clasificacion
import Core
public import Presentacion

/// Clasificacion's part of the wiring: its names over their file, one for the whole app, the use case
/// that adds one, and a new ViewModel per screen.
extension ContenedorDeLaApp {
    public var clasificacion: RepositorioDeClasificacion {
        pieza { RepositorioDeClasificacion(carpeta: carpetaDeDatos) }
    }

    public var anadirClasificacion: AnadirClasificacion {
        AnadirClasificacion(repositorio: clasificacion)
    }

    public func clasificacionViewModel() -> ClasificacionViewModel {
        ClasificacionViewModel(repositorio: clasificacion, anadir: anadirClasificacion)
    }

    var funcionalidadDeClasificacion: Funcionalidad {
        .clasificacion(pantalla: clasificacionViewModel, archivos: [clasificacion])
    }
}

/// Clasificacion's file is one the app tells the person about; Data knows no presentation, so the
/// conformance is declared here, where the wiring hands the repository to the registration.
extension RepositorioDeClasificacion: ArchivoDeLaApp {}
