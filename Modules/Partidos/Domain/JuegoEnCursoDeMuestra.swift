/// The stand-in for `JuegoEnCurso`, in memory, for previews and tests: the match in play is set by
/// hand, `juego.enCurso = MinutoEnJuego(partidoId: 3, minuto: 30)`.
@MainActor
public final class JuegoEnCursoDeMuestra: JuegoEnCurso {
    /// The match in play, as the test or preview set it.
    public var enCurso: MinutoEnJuego?

    /// With `enCurso` as given: no match in play by default.
    public init(_ enCurso: MinutoEnJuego? = nil) {
        self.enCurso = enCurso
    }
}
