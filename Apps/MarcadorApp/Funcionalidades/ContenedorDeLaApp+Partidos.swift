import Core
public import Partidos
public import Presentacion

/// Partidos's part of the wiring: the list of matches and the scorers, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public func listaDePartidosViewModel() -> ListaDePartidosViewModel {
        ListaDePartidosViewModel(torneo: torneo)
    }

    public func goleadoresViewModel() -> GoleadoresViewModel {
        GoleadoresViewModel(torneo: torneo)
    }

    var funcionalidadDePartidos: Funcionalidad {
        .partidos(lista: listaDePartidosViewModel, goleadores: goleadoresViewModel, archivos: [partidos])
    }
}

/// The tournament's file is one the app tells the person about; Data knows no presentation, so the
/// conformance is declared here, where the wiring hands the repository to the registration.
extension RepositorioDePartidos: ArchivoDeLaApp {}
