public import Foundation

/// A data file that could not be used and was kept aside instead of being replaced.
public struct ArchivoApartado: Equatable, Sendable {
    /// Where the file was.
    public let original: URL
    /// Where its bytes are now, untouched. Equal to `original` when the file could not even be moved:
    /// then it was left exactly where it was.
    public let copia: URL
    /// Why it could not be used, in Spanish.
    public let motivo: String

    public init(original: URL, copia: URL, motivo: String) {
        self.original = original
        self.copia = copia
        self.motivo = motivo
    }

    /// True when moving the file aside failed too, so it is still at `original`.
    public var sigueEnSuSitio: Bool { copia == original }

    /// One line a person understands: which file failed and why, where its bytes are now, and what
    /// to do about it.
    public var mensaje: String {
        let nombre = original.lastPathComponent
        let motivo = motivo.hasSuffix(".") ? String(motivo.dropLast()) : motivo
        if sigueEnSuSitio {
            return "No se pudo leer \(nombre) (\(motivo)); se ha dejado donde estaba, sin tocarlo, y nada se guardará encima: "
                + "revisa \(original.path) o bórralo."
        }
        return "No se pudo leer \(nombre) (\(motivo)); se ha guardado aparte como \(copia.path): "
            + "la app sigue sin él; revisa esa copia o bórrala."
    }
}
