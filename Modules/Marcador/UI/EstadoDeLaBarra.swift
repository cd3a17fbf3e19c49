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

    /// The bar of `partidoEnJuego`'s match, or nil without one.
    @MainActor
    public init?(_ partidoEnJuego: PartidoEnJuego) {
        guard let directo = partidoEnJuego.directo else { return nil }
        let partido = directo.partido
        partidoId = directo.partidoId
        marcador = "\(partido.local.nombre) \(partido.marcador) \(partido.visitante.nombre)"
        minuto = directo.minuto
        terminado = directo.terminado
    }

    /// "minuto 55" or "Final".
    public var fase: String { terminado ? "Final" : "minuto \(minuto)" }

    /// The bar as one line of text: "▶ Rayo FC 2-1 Toros · minuto 55", "■ Rayo FC 2-1 Toros · Final".
    public var texto: String { "\(terminado ? "■" : "▶") \(marcador) · \(fase)" }

    /// A tap on the match opens its screen.
    public var alTocarElMarcador: AccionDeLaBarra { .abrirPartido(partidoId) }

    /// "Cerrar", only after the final whistle: a match in play is not closed.
    public var botonCerrar: String? { terminado ? Self.cerrar : nil }
}
