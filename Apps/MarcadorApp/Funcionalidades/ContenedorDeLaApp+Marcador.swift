import Core
public import Marcador
import Presentacion

/// Marcador's part of the wiring: a match, with goals by turn and its live clock, a new ViewModel per screen.
extension ContenedorDeLaApp {
    public var registrarGol: RegistrarGol {
        RegistrarGol(repositorio: partidos, juego: partidoEnJuego)
    }

    public func partidoViewModel(id: Int) -> PartidoViewModel {
        PartidoViewModel(
            partidoId: id,
            repositorio: partidos,
            registrarGol: registrarGol,
            partidoEnJuego: partidoEnJuego,
            notificador: notificador,
            duracion: ajustes.duracionDelPartido,
            msPorMinuto: ajustes.msPorMinuto
        )
    }

    /// On leaving (the console, the board, the app going to the background): the match in play
    /// stops where it is and is saved in play at its minute. What to tell the person; `nil` when
    /// no match was in play here.
    public func dejarElPartidoEnJuego() -> String? {
        partidoEnJuego.dejarEnJuego().map(TextoDelMarcador.sigueEnJuego)
    }

    var funcionalidadDeMarcador: Funcionalidad {
        .marcador(partido: partidoViewModel(id:), partidoEnJuego: partidoEnJuego)
    }
}
