/// Why a player could not join a team. Each case reads as a Spanish sentence a person understands.
public enum FalloAlFichar: Error, Equatable, Sendable {
    case noExisteElEquipo(String)
    case nombreVacio
    case nombreDemasiadoLargo(maximo: Int)
    case nombreRepetido(String, equipo: String)
    case dorsalFueraDeRango(Int)
    case dorsalRepetido(Int, equipo: String)
    case noSePudoGuardar(String)

    public var mensaje: String {
        switch self {
        case let .noExisteElEquipo(nombre):
            "No existe el equipo \(nombre)."
        case .nombreVacio:
            "El jugador necesita un nombre."
        case let .nombreDemasiadoLargo(maximo):
            "El nombre no puede tener más de \(maximo) caracteres."
        case let .nombreRepetido(nombre, equipo):
            "\(equipo) ya tiene un jugador llamado \(nombre)."
        case let .dorsalFueraDeRango(dorsal):
            "El dorsal \(dorsal) no es válido: tiene que estar entre 1 y 99."
        case let .dorsalRepetido(dorsal, equipo):
            "El dorsal \(dorsal) ya lo lleva otro jugador de \(equipo)."
        case let .noSePudoGuardar(motivo):
            "No se pudo guardar el fichaje: \(motivo)"
        }
    }
}
