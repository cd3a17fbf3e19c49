public import Torneo

/// One row of the match list as the screen shows it.
public struct FilaDePartido: Identifiable, Equatable, Sendable {
    /// "sin empezar": a match not kicked off yet.
    public static let sinEmpezar = "sin empezar"

    public let id: Int
    public let local: String
    public let visitante: String
    public let marcador: Marcador
    /// The current minute while the match is in play (its score is the score at that minute).
    public let minutoEnJuego: Int?
    /// Not kicked off yet: its score is no score yet.
    public let sinEmpezar: Bool

    public init(id: Int, local: String, visitante: String, marcador: Marcador, minutoEnJuego: Int? = nil, sinEmpezar: Bool = false) {
        self.id = id
        self.local = local
        self.visitante = visitante
        self.marcador = marcador
        self.minutoEnJuego = minutoEnJuego
        self.sinEmpezar = sinEmpezar
    }

    /// "en juego, minuto 30" while the match is in play, "sin empezar" before it; `nil` for a
    /// finished match, whose score is its result.
    public var fase: String? {
        if let minutoEnJuego { return MinutoEnJuego.texto(minuto: minutoEnJuego) }
        return sinEmpezar ? Self.sinEmpezar : nil
    }
}
