public import Foundation

/// Why a tournament file could not be read. Never a crash: every bad input ends here.
public enum ErrorDeFormatoDelTorneo: Error, Equatable, Sendable {
    case noEsJSON
    /// Valid JSON, but not an object with the tournament's fields at its top level.
    case noEsUnTorneo
    case campoAusente(String)
    case campoInvalido(String)
    case versionMasNueva(encontrada: Int, soportada: Int)
    case equipoDesconocido(String)
    case jugadorDesconocido(String, equipo: String)
    case tipoDeEventoDesconocido(String)
    case invalido(ErrorDelTorneo)

    public var mensaje: String {
        switch self {
        case .noEsJSON:
            "El archivo no contiene JSON válido."
        case .noEsUnTorneo:
            "El archivo no es un torneo: se esperaba un objeto JSON con version, nombre, equipos y partidos."
        case let .campoAusente(ruta):
            "Falta el campo \(ruta)."
        case let .campoInvalido(ruta):
            "El campo \(ruta) tiene un valor no válido."
        case let .versionMasNueva(encontrada, soportada):
            "Lo escribió una versión más nueva de la app: tiene la versión \(encontrada) y esta solo entiende hasta la \(soportada); ábrelo con la versión nueva."
        case let .equipoDesconocido(nombre):
            "El archivo nombra a \(nombre), que no es un equipo del torneo."
        case let .jugadorDesconocido(nombre, equipo):
            "El archivo nombra a \(nombre), que no está en la plantilla de \(equipo)."
        case let .tipoDeEventoDesconocido(tipo):
            "El archivo tiene un evento de tipo «\(tipo)», que esta app no conoce."
        case let .invalido(error):
            error.mensaje
        }
    }
}

extension ErrorDeFormatoDelTorneo: LocalizedError {
    public var errorDescription: String? { mensaje }
}
