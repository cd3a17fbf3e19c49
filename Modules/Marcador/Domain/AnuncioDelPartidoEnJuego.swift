public import Partidos

/// Where the match in play is announced to every other process on the same data folder, so the
/// whole folder has one match in play: a second terminal shows it in its bar, may score in it at its
/// minute, and cannot start another while it plays.
public protocol AnuncioDelPartidoEnJuego: Sendable {
    /// The match another live process plays, at the minute it announced; `nil` when none does.
    func deOtroProceso() -> MinutoEnJuego?
    /// Announces this process's match at its minute (again at every minute). Refused, with the other
    /// one's match (`seJuegaEnOtroProceso`), while another live process plays one; `noSePudoAnunciar`
    /// when it cannot be written.
    func anunciar(_ enJuego: MinutoEnJuego) throws(ErrorDeMarcador)
    /// This process plays nothing any more.
    func retirar()
}
