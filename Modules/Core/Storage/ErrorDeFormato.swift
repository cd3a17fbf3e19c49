/// Why versioned contents could not be decoded.
public enum ErrorDeFormato: Error, Equatable, Sendable, ErrorConMensaje {
    /// Written by a newer version of the app; decoding it here could drop what this one does not know.
    case versionMasNueva(encontrada: Int, soportada: Int)
    /// Not JSON, or not the expected shape; the text says what is wrong and where.
    case ilegible(String)

    /// A clause that reads well inside "No se pudo leer arbitros.json (…)".
    public var mensaje: String {
        switch self {
        case .versionMasNueva(let encontrada, let soportada):
            "versión \(encontrada) más nueva que la \(soportada) que entiende esta app"
        case .ilegible(let detalle):
            // The detail may quote a key of the file, line breaks included: a notice is one line.
            "contenido ilegible: \(detalle.split(whereSeparator: \.isNewline).joined(separator: " "))"
        }
    }
}
