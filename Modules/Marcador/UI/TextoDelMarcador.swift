public import Partidos

/// The match screen as plain text, for the headless demo: its title ("Partido n.º 1"),
/// "Rayo FC 2-1 Toros · minuto 55 · en juego", one line per goal ("12' Ana (Rayo FC)"), the last
/// minute mark, and the screen's notice when there is one.
public enum TextoDelMarcador {
    /// What a person is told on leaving while a match plays: where it stays and how to resume it.
    public static func sigueEnJuego(_ enJuego: MinutoEnJuego) -> String {
        "El partido \(enJuego.partidoId) sigue en juego en el minuto \(enJuego.minuto): 'partido \(enJuego.partidoId)' lo reanuda."
    }

    public static func lineas(de estado: MarcadorUiState) -> [String] {
        var lineas = [estado.titulo]
        switch estado.estado {
        case .cargando:
            lineas.append(MarcadorUiState.cargando)
        case let .error(mensaje):
            lineas.append(mensaje)
        case let .exito(exito):
            lineas.append(exito.resumen)
            lineas += exito.goles.map { "  " + $0 }
            if !exito.ultimoAviso.isEmpty {
                lineas.append(exito.ultimoAviso)
            }
        }
        if let aviso = estado.aviso {
            lineas.append("Aviso: \(aviso)")
        }
        return lineas
    }
}
