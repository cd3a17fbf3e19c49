import Core
public import Partidos

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
