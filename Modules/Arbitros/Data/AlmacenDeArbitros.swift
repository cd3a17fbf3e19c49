public import Core
public import Foundation

/// The saved referee list: `arbitros.json` in the app's data folder, as readable JSON in a
/// versioned envelope. A file that cannot be read is moved aside, never replaced.
public struct AlmacenDeArbitros: Sendable {
    public static let nombreDelArchivo = "arbitros.json"
    /// Version 1: `[{"id", "nombre", "ciudad"}]`.
    static let version = 1

    private let almacen: AlmacenJSON

    /// `ahora` names the copy of an unreadable file; injected so tests are deterministic.
    public init(carpeta: URL, ahora: @escaping @Sendable () -> Date) {
        almacen = AlmacenJSON(archivo: carpeta.appending(path: Self.nombreDelArchivo), ahora: ahora)
    }

    public var archivo: URL { almacen.archivo }

    /// `.vacio` when nothing was saved yet; `.apartado` when the file was unreadable and kept aside.
    public func cargar() -> Carga<[Arbitro]> {
        almacen.cargar { datos throws(ErrorDeFormato) in
            try FormatoVersionado.decodificar([Arbitro].self, de: datos, versionMaxima: Self.version)
        }
    }

    /// Replaces the saved list atomically; on failure the previous file stays as it was.
    public func guardar(_ arbitros: [Arbitro]) throws(ErrorDeAlmacen) {
        let datos: Data
        do {
            datos = try FormatoVersionado.codificar(arbitros, version: Self.version)
        } catch {
            // Ints and strings always encode: failing here is a bug, not a condition to report.
            preconditionFailure("Could not encode the referees: \(error)")
        }
        try almacen.guardar(datos)
    }

    /// Forgets the saved list (the reset at start); with nothing saved there is nothing to do.
    public func borrar() throws(ErrorDeAlmacen) {
        try almacen.borrar()
    }
}
