import Marcador
import Torneo

/// The one-line bar of the match in play (or just finished), read from the app's one `PartidoEnJuego`;
/// gone once the match is closed.
enum Barra {
    @MainActor
    static func texto(de partidoEnJuego: PartidoEnJuego) -> String? {
        guard let directo = partidoEnJuego.directo else { return nil }
        let partido = directo.partido
        let marcador = "\(partido.local.nombre) \(partido.marcador) \(partido.visitante.nombre)"
        return directo.terminado ? "■ \(marcador) · Final" : "▶ \(marcador) · minuto \(directo.minuto)"
    }
}
