public import Torneo

/// One row of the match list as the screen shows it.
public struct FilaDePartido: Identifiable, Equatable, Sendable {
    public let id: Int
    public let local: String
    public let visitante: String
    public let marcador: Marcador

    public init(id: Int, local: String, visitante: String, marcador: Marcador) {
        self.id = id
        self.local = local
        self.visitante = visitante
        self.marcador = marcador
    }
}
