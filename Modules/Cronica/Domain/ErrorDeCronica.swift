public import Core

/// Why a report was not written or published. Each case reads as one Spanish sentence a person
/// understands.
public enum ErrorDeCronica: Error, Equatable, Sendable, ErrorConMensaje {
    /// The tournament has no match with this number.
    case noExisteElPartido(Int)
    /// The match is still being played, at this minute.
    case enJuego(Int, minuto: Int)
    /// The server gave no usable answer; the report was not published.
    case red(ErrorDeRed)
    /// Nobody waited for the answer any more (the person left, or stopped it): the report may
    /// be tried again.
    case cancelada

    /// The refusal as the screen says it, in one Spanish sentence.
    public var mensaje: String {
        switch self {
        case let .noExisteElPartido(id): "No existe el partido n.º \(id)"
        case let .enJuego(id, minuto):
            "El partido n.º \(id) está en juego (minuto \(minuto)): publica la crónica tras el pitido final"
        case let .red(error): "No se pudo publicar la crónica: \(error.mensaje)"
        case .cancelada: "No se publicó la crónica: se canceló antes de que el servidor respondiera."
        }
    }

    /// Whether publishing again may succeed: after a network failure or a cancellation, yes; a
    /// match that does not exist or is in play, not until that changes.
    public var sePuedeReintentar: Bool {
        switch self {
        case .red, .cancelada: true
        case .noExisteElPartido, .enJuego: false
        }
    }

    /// A publication the network did not carry: given up (the person left, or stopped it) or failed.
    public init(_ error: ErrorDeRed) {
        self = error == .cancelado ? .cancelada : .red(error)
    }
}
