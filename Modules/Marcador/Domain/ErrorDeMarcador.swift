public import Core
public import Partidos

/// Why the match feature refused something: a goal by hand, a match that would not start, an
/// announcement of the match in play. Each case reads as one Spanish sentence a person understands.
public enum ErrorDeMarcador: Error, Equatable, Sendable, ErrorConMensaje {
    /// The tournament has no match with this number.
    case noExisteElPartido(Int)
    /// The match exists but is not being played: no goal goes in.
    case noEstaEnJuego(Int)
    /// The scoring team, named here, has no players to score.
    case equipoSinJugadores(String)
    /// The repository refused the goal or could not save it; nothing changed.
    case noSeGuardo(ErrorDePartidos)
    /// This process plays another match, not finished yet: which one, at which minute.
    case yaHayUnoEnJuego(MinutoEnJuego)
    /// Another process on the data folder plays this match, at this minute.
    case seJuegaEnOtroProceso(MinutoEnJuego)
    /// This match was left in play at this minute (an earlier run ended while it played): it is
    /// resumed before another starts.
    case quedoEnJuego(MinutoEnJuego)
    /// The announcement of the match in play could not be written; the match still plays here.
    case noSePudoAnunciar(String)

    /// The refusal as the screen says it, in one Spanish sentence.
    public var mensaje: String {
        switch self {
        case let .noExisteElPartido(id): ErrorDePartidos.noExisteElPartido(id).mensaje
        case .noEstaEnJuego: "El partido no está en juego"
        case let .equipoSinJugadores(nombre): "\(nombre) no tiene jugadores"
        case let .noSeGuardo(error): error.mensaje
        case let .yaHayUnoEnJuego(otro):
            "Ya hay un partido en juego, el n.º \(otro.partidoId) (minuto \(otro.minuto)): empieza otro cuando acabe y lo cierres."
        case let .seJuegaEnOtroProceso(otro):
            "El partido \(otro.partidoId) se está jugando en otro terminal (minuto \(otro.minuto)): empieza otro tras su pitido final"
        case let .quedoEnJuego(otro):
            "El partido \(otro.partidoId) quedó en juego en el minuto \(otro.minuto): ábrelo para reanudarlo y termínalo antes de empezar otro"
        case let .noSePudoAnunciar(motivo): "No se pudo anunciar el partido en juego: \(motivo)"
        }
    }
}
