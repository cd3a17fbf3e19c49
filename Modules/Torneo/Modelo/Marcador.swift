/// The score of a match; prints as "2-1".
public struct Marcador: Hashable, Sendable, CustomStringConvertible {
    public let local: Int
    public let visitante: Int

    public init(local: Int, visitante: Int) {
        self.local = local
        self.visitante = visitante
    }

    public var description: String { "\(local)-\(visitante)" }
}
