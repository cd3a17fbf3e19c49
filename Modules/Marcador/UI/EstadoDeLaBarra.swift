import Partidos
import Torneo

/// What the bar of the match in play shows on every screen: the match and its minute, or "Final"
/// once the whistle went (the match can then be closed); nothing once it is closed. The SwiftUI bar
/// and the demo's line both read it.
public struct EstadoDeLaBarra: Equatable, Sendable {
    public static let cerrar = "Cerrar"

    public let partidoId: Int
    /// "Rayo FC 2-1 Toros".
    public let marcador: String
    public let minuto: Int
    public let terminado: Bool
    /// Played by another process on the data folder.
    public let enOtroTerminal: Bool

    /// The bar of `partidoEnJuego`'s match, or of the one another process plays; nil without one.
    @MainActor
    public init?(_ partidoEnJuego: PartidoEnJuego) {
        let partido: Partido
        if let directo = partidoEnJuego.directo {
            partido = directo.partido
            partidoId = directo.partidoId
            minuto = directo.minuto
            terminado = directo.terminado
            enOtroTerminal = false
        } else if let otro = partidoEnJuego.enOtroProceso, let hastaAhora = partidoEnJuego.partidoEnOtroProceso {
            partido = hastaAhora
            partidoId = otro.partidoId
            minuto = otro.minuto
            terminado = false
            enOtroTerminal = true
        } else {
            return nil
        }
        marcador = "\(partido.local.nombre) \(partido.marcador) \(partido.visitante.nombre)"
    }

    /// "minuto 55", "minuto 55 en otro terminal" or "Final".
    public var fase: String { terminado ? "Final" : "minuto \(minuto)\(enOtroTerminal ? " en otro terminal" : "")" }

    /// The bar as one line of text: "▶ Rayo FC 2-1 Toros · minuto 55", "■ Rayo FC 2-1 Toros · Final".
    public var texto: String { "\(terminado ? "■" : "▶") \(marcador) · \(fase)" }

    /// A tap on the match opens its screen.
    public var alTocarElMarcador: AccionDeLaBarra { .abrirPartido(partidoId) }

    /// "Cerrar", only after the final whistle: a match in play is not closed.
    public var botonCerrar: String? { terminado ? Self.cerrar : nil }
}
