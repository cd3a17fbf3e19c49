import Core
public import Marcador

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

    var funcionalidadDeMarcador: Funcionalidad {
        .marcador(partido: partidoViewModel(id:), partidoEnJuego: partidoEnJuego) {
            self.registradas.flatMap(\.anexosDelPartido)
        }
    }
}
