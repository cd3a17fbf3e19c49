/// Why a request to the tournament server gave no usable answer.
public enum ErrorDeRed: Error, Equatable, Sendable, ErrorConMensaje {
    case sinConexion
    case tiempoAgotado
    case estadoDelServidor(Int)
    case respuestaIlegible
    case cancelado

    /// One sentence a person understands, as the app shows it.
    public var mensaje: String {
        switch self {
        case .sinConexion: "No hay conexión"
        case .tiempoAgotado: "El servidor tardó demasiado en responder"
        case let .estadoDelServidor(codigo): "El servidor respondió con el código \(codigo)"
        case .respuestaIlegible: "La respuesta del servidor no se pudo leer"
        case .cancelado: "La petición se canceló"
        }
    }
}

extension ErrorDeRed: CustomStringConvertible {
    public var description: String { mensaje }
}
