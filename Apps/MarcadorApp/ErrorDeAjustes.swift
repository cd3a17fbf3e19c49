public import Core

/// Why a change of the settings was refused or not kept; each case says what to do in one line.
public enum ErrorDeAjustes: Error, Equatable, Sendable, ErrorConMensaje {
    case duracionNoValida(Int)
    case noSePudoGuardar(String)

    public var mensaje: String {
        switch self {
        case let .duracionNoValida(minutos): "Un partido dura 90 o 60 minutos, no \(minutos)."
        case let .noSePudoGuardar(motivo): motivo
        }
    }
}
