public import Torneo

/// Why the tournament's data refused a change.
public enum ErrorDePartidos: Error, Equatable, Sendable {
    case noExisteElPartido(Int)
    case noExisteElEquipo(String)
    case rechazado(ErrorDelTorneo)
    case noSePudoGuardar(String)

    public var mensaje: String {
        switch self {
        case let .noExisteElPartido(id): "No existe el partido n.º \(id)"
        case let .noExisteElEquipo(nombre): "No existe el equipo \(nombre)"
        case let .rechazado(error): error.mensaje
        case let .noSePudoGuardar(motivo): "No se pudo guardar el torneo: \(motivo)"
        }
    }
}
