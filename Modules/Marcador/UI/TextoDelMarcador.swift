public import Partidos

/// The match screen as plain text, for the headless demo: its title ("Partido n.º 1"),
/// "Rayo FC 2-1 Toros · minuto 55 · en juego", one line per goal ("12' Ana (Rayo FC)"), and the
/// screen's last notice (the last minute mark, or a refusal after it) when there is one. With no
/// match to show, only why: "Cargando…" or the error.
public enum TextoDelMarcador {
    /// What a person is told on leaving while a match plays: where it stays and how to resume it.
    public static func sigueEnJuego(_ enJuego: MinutoEnJuego) -> String {
        "El partido \(enJuego.partidoId) sigue en juego en el minuto \(enJuego.minuto): 'partido \(enJuego.partidoId)' lo reanuda."
    }

    public static func lineas(de estado: MarcadorUiState) -> [String] {
        switch estado {
        case .cargando:
            return [MarcadorUiState.textoDeCarga]
        case let .error(mensaje):
            return [mensaje]
        case let .exito(exito):
            var lineas = [exito.titulo, exito.resumen]
            lineas += exito.goles.map { "  " + $0 }
            if !exito.ultimoAviso.isEmpty {
                lineas.append(exito.ultimoAviso)
            }
            return lineas
        }
    }
}
