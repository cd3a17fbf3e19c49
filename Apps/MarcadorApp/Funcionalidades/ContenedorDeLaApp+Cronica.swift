import Core
public import Cronica
import Presentacion

/// Cronica's part of the wiring: publishing through the service, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public var cronicas: any CronicasRepositorio {
        pieza { RepositorioDeCronicasEnRed(servicio: servicio) as any CronicasRepositorio }
    }

    public var publicarCronica: PublicarCronica {
        PublicarCronica(torneo: torneo, cronicas: cronicas)
    }

    public func cronicaViewModel(id: Int) -> CronicaViewModel {
        CronicaViewModel(partidoId: id, publicarCronica: publicarCronica)
    }

    var funcionalidadDeCronica: Funcionalidad {
        Funcionalidad.cronica(pantalla: cronicaViewModel(id:)).con(respuestasDeEjemplo: [PublicacionDTO.respuestaDeEjemplo])
    }
}
