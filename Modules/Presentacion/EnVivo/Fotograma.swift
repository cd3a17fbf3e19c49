/// One full-screen picture for a terminal of a given size, before it becomes a `Lienzo`.
public struct Fotograma: Equatable, Sendable {
    /// Exactly the terminal's height in lines, each exactly its width in characters.
    public let lineas: [String]
    /// Rows drawn in reverse video (a goal flashing).
    public let resaltadas: Set<Int>

    public init(lineas: [String], resaltadas: Set<Int>) {
        self.lineas = lineas
        self.resaltadas = resaltadas
    }
}
