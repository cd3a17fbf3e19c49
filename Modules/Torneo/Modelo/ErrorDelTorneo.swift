public import Foundation

/// Why the model refused a value. Each case reads as a Spanish sentence a person understands.
public enum ErrorDelTorneo: Error, Equatable, Sendable {
    case nombreDeEquipoVacio
    case nombreDeJugadorVacio
    case nombreDeJugadorDemasiadoLargo(maximo: Int)
    case dorsalFueraDeRango(Int)
    case dorsalRepetido(Int, equipo: String)
    case jugadorRepetido(String, equipo: String)
    case equipoRepetido(String)
    case mismoEquipoEnAmbosLados(String)
    case equipoFueraDelTorneo(String)
    case minutoFueraDeRango(Int)
    case equipoNoJuegaElPartido(String)
    case jugadorFueraDeLaPlantilla(String, equipo: String)

    public var mensaje: String {
        switch self {
        case .nombreDeEquipoVacio:
            "El equipo necesita un nombre."
        case .nombreDeJugadorVacio:
            "El jugador necesita un nombre."
        case let .nombreDeJugadorDemasiadoLargo(maximo):
            "El nombre no puede tener más de \(maximo) caracteres."
        case let .dorsalFueraDeRango(dorsal):
            "El dorsal \(dorsal) no es válido: tiene que estar entre 1 y 99."
        case let .dorsalRepetido(dorsal, equipo):
            "El dorsal \(dorsal) ya lo lleva otro jugador de \(equipo)."
        case let .jugadorRepetido(nombre, equipo):
            "\(equipo) ya tiene un jugador llamado \(nombre)."
        case let .equipoRepetido(nombre):
            "Ya hay un equipo llamado \(nombre) en el torneo."
        case let .mismoEquipoEnAmbosLados(nombre):
            "\(nombre) no puede jugar contra sí mismo."
        case let .equipoFueraDelTorneo(nombre):
            "\(nombre) no está inscrito en el torneo."
        case let .minutoFueraDeRango(minuto):
            "El minuto \(minuto) no es válido: tiene que estar entre 0 y 120."
        case let .equipoNoJuegaElPartido(nombre):
            "\(nombre) no juega este partido."
        case let .jugadorFueraDeLaPlantilla(jugador, equipo):
            "\(jugador) no está en la plantilla de \(equipo)."
        }
    }
}

extension ErrorDelTorneo: LocalizedError {
    public var errorDescription: String? { mensaje }
}
