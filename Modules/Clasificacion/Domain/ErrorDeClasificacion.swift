public import Core

/// Why Clasificacion refused a change: its use cases' and its repository's one error. Each case reads as
/// a Spanish sentence that says what went wrong and what to do.
public enum ErrorDeClasificacion: Error, Equatable, Sendable, ErrorConMensaje {
    /// The name is empty or only spaces.
    case sinNombre
    /// The list already has this name.
    case repetido(String)
    /// The list could not be saved, for this reason; nothing changed.
    case noSeGuardo(String)

    /// The failure as the screen says it, in one Spanish line.
    public var mensaje: String {
        switch self {
        case .sinNombre: "Escribe un nombre."
        case let .repetido(nombre): "\(nombre) ya está en la lista."
        case let .noSeGuardo(motivo): "No se pudo guardar: \(motivo). Vuelve a intentarlo."
        }
    }
}
