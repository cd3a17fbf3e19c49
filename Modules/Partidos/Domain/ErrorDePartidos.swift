public import Core
public import Torneo

/// Why the tournament's data refused a change: each refusal a case, with its one Spanish line.
public enum ErrorDePartidos: Error, Equatable, Sendable, ErrorConMensaje {
    /// The tournament has no match with this number.
    case noExisteElPartido(Int)
    /// The tournament has no team with this name.
    case noExisteElEquipo(String)
    /// The model refused the change (a player, a goal, a roster): its reason.
    case rechazado(ErrorDelTorneo)
    /// The change could not be written to disk, for this reason; nothing changed.
    case noSePudoGuardar(String)
    /// The match had its final whistle: its record does not change any more.
    case yaTermino(Int)

    /// The failure as the screen says it, in one Spanish sentence.
    public var mensaje: String {
        switch self {
        case let .noExisteElPartido(id): "No existe el partido n.º \(id)"
        case let .noExisteElEquipo(nombre): "No existe el equipo \(nombre)"
        case let .rechazado(error): error.mensaje
        case let .noSePudoGuardar(motivo): "No se pudo guardar el torneo: \(motivo)"
        case let .yaTermino(id): "El partido n.º \(id) ya terminó: su resultado no cambia"
        }
    }
}
