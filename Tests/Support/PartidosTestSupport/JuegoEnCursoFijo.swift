public import Partidos

/// A match in play set by hand: `juego.enCurso = MinutoEnJuego(partidoId: 3, minuto: 30)`.
@MainActor
public final class JuegoEnCursoFijo: JuegoEnCurso {
    public var enCurso: MinutoEnJuego?

    public init(_ enCurso: MinutoEnJuego? = nil) {
        self.enCurso = enCurso
    }
}
