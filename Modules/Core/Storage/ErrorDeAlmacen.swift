public import Foundation

/// Why the store could not change the file on disk. The file keeps its previous contents.
public enum ErrorDeAlmacen: Error, Equatable, Sendable, ErrorConMensaje {
    case noSePudoGuardar(archivo: URL, motivo: String)
    case noSePudoBorrar(archivo: URL, motivo: String)

    public var mensaje: String {
        switch self {
        case .noSePudoGuardar(let archivo, let motivo):
            "No se pudo guardar \(archivo.lastPathComponent): \(motivo)."
        case .noSePudoBorrar(let archivo, let motivo):
            "No se pudo borrar \(archivo.lastPathComponent): \(motivo)."
        }
    }
}
