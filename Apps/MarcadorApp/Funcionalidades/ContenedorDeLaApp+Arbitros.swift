public import Arbitros
import Core
public import Presentacion

/// Arbitros's part of the wiring: the referees over their file, their one refresh, a new ViewModel
/// per screen.
extension ContenedorDeLaApp {
    /// One for the whole app, made on first use.
    public var arbitros: RepositorioDeArbitros {
        pieza { RepositorioDeArbitros(servicio: servicio, almacen: carpetaDeDatos.map { AlmacenDeArbitros(en: $0) }) }
    }

    /// One for the whole app, made on first use: every screen shares the refresh under way and the
    /// last one that reached the server.
    public var refrescarArbitros: RefrescarArbitros {
        pieza { RefrescarArbitros(repositorio: arbitros) }
    }

    public func arbitrosViewModel() -> ArbitrosViewModel {
        ArbitrosViewModel(repositorio: arbitros, refrescar: refrescarArbitros)
    }

    var funcionalidadDeArbitros: Funcionalidad {
        Funcionalidad.arbitros(pantalla: arbitrosViewModel, archivos: [arbitros])
            .con(respuestasDeEjemplo: [UsuarioDTO.respuestaDeEjemplo])
    }
}

/// The referees' file is one the app tells the person about; Data knows no presentation, so the
/// conformance is declared here, where the wiring hands the repository to the registration.
extension RepositorioDeArbitros: ArchivoDeLaApp {}
