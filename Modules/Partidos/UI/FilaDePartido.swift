public import Torneo

/// One row of the match list as the screen shows it.
public struct FilaDePartido: Identifiable, Equatable, Sendable {
    public let id: Int
    public let local: String
    public let visitante: String
    public let marcador: Marcador
    /// The current minute while the match is in play (its score is the score at that minute).
    public let minutoEnJuego: Int?

    public init(id: Int, local: String, visitante: String, marcador: Marcador, minutoEnJuego: Int? = nil) {
        self.id = id
        self.local = local
        self.visitante = visitante
        self.marcador = marcador
        self.minutoEnJuego = minutoEnJuego
    }

    /// "en juego, minuto 30" while the match is in play; `nil` for a stored result.
    public var enJuego: String? { minutoEnJuego.map(MinutoEnJuego.texto(minuto:)) }
}
