public import Core
public import Partidos
public import Torneo

/// Why a player was not signed. Each case reads as one Spanish sentence a person understands.
public enum ErrorDeEquipos: Error, Equatable, Sendable, ErrorConMensaje {
    /// The tournament has no team with this name.
    case noExisteElEquipo(String)
    /// The model refused the player (an empty or too long name, a name or dorsal the team already
    /// has, a dorsal out of range): its reason.
    case rechazado(ErrorDelTorneo)
    /// The signing could not be written to disk, for this reason; nothing changed.
    case noSePudoGuardar(String)
    /// The tournament refused the change for a reason that is not a signing's (it names a match).
    case delTorneo(ErrorDePartidos)

    /// The repository's refusal as a signing's.
    public init(_ error: ErrorDePartidos) {
        switch error {
        case let .noExisteElEquipo(nombre): self = .noExisteElEquipo(nombre)
        case let .rechazado(motivo): self = .rechazado(motivo)
        case let .noSePudoGuardar(motivo): self = .noSePudoGuardar(motivo)
        case .noExisteElPartido, .yaTermino: self = .delTorneo(error)
        }
    }

    /// The refusal as the screen says it, in one Spanish sentence.
    public var mensaje: String {
        switch self {
        case let .noExisteElEquipo(nombre): ErrorDePartidos.noExisteElEquipo(nombre).mensaje
        case let .rechazado(motivo): motivo.mensaje
        case let .noSePudoGuardar(motivo): ErrorDePartidos.noSePudoGuardar(motivo).mensaje
        case let .delTorneo(error): error.mensaje
        }
    }
}
