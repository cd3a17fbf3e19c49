import Torneo

/// The match screen as plain text, for the headless demo:
/// "Rayo FC 2-1 Toros · minuto 55 · en juego", one line per goal ("12' Ana (Rayo FC)"), the last
/// minute mark, and the screen's notice when there is one.
public enum TextoDelMarcador {
    public static func lineas(de estado: MarcadorUiState, aviso: String? = nil) -> [String] {
        var lineas: [String]
        switch estado {
        case .cargando:
            lineas = ["Cargando…"]
        case let .error(mensaje):
            lineas = [mensaje]
        case let .exito(exito):
            lineas = [
                "\(exito.partido.local.nombre) \(exito.marcador) \(exito.partido.visitante.nombre) · minuto \(exito.minuto) · \(exito.fase)"
            ]
            lineas += exito.goles.map { "  " + $0 }
            if !exito.ultimoAviso.isEmpty {
                lineas.append(exito.ultimoAviso)
            }
        }
        if let aviso {
            lineas.append("Aviso: \(aviso)")
        }
        return lineas
    }
}
