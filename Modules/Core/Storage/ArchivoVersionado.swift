public import Foundation

/// The one store for a file a feature keeps: one value in the data folder, written as readable JSON
/// that carries its format's version, atomically, and shared safely by every process on that folder.
///
/// - A file that cannot be read (not JSON, another shape, a version newer than this app's, too
///   large) is set aside, its bytes intact, and ``cargar()`` says so with ``Carga/apartado(_:)``, whose
///   ``ArchivoApartado/mensaje`` is the line the person is told; the copy is named after the time of
///   `@Dependency(\.date)`.
/// - ``cambiar(partiendoDe:_:)`` reads, changes and writes under the file's lock, starting from what
///   is on disk, and ``releer()`` answers only when another process wrote the file since.
/// - Every store is made in a ``CarpetaDeArchivos``, so starting over reaches each feature's file.
///
/// Most files use the envelope, `{"contenido": …, "version": N}` (``init(en:nombre:version:)``); a
/// format of its own, with its own migrations, comes as a ``Formato`` (the tournament's).
public struct ArchivoVersionado<Valor>: Sendable {
    /// How the value becomes the file's bytes and back, the version included: `decodificar` refuses
    /// what it cannot read, and what it refuses is set aside.
    public struct Formato: Sendable {
        public let codificar: @Sendable (Valor) -> Data
        public let decodificar: @Sendable (Data) throws -> Valor

        public init(codificar: @escaping @Sendable (Valor) -> Data, decodificar: @escaping @Sendable (Data) throws -> Valor) {
            self.codificar = codificar
            self.decodificar = decodificar
        }
    }

    private let almacen: AlmacenJSON
    private let formato: Formato

    /// The file `nombre` in `carpeta`, read and written with `formato`.
    public init(en carpeta: CarpetaDeArchivos, nombre: String, formato: Formato) {
        almacen = AlmacenJSON(archivo: carpeta.archivo(nombre))
        self.formato = formato
    }

    public var archivo: URL { almacen.archivo }

    /// `.vacio` when there is no file yet; `.apartado` when it could not be read and was set aside.
    public func cargar() -> Carga<Valor> {
        almacen.cargar(formato.decodificar)
    }

    /// The value on disk, only when another process wrote (or removed) the file since this one last
    /// read or wrote it; an unreadable file is set aside as `cargar()` does.
    public func releer() -> Carga<Valor>? {
        almacen.releer(formato.decodificar)
    }

    /// Replaces the file atomically; on failure the previous file stays as it was.
    public func guardar(_ valor: Valor) throws(ErrorDeAlmacen) {
        try almacen.guardar(formato.codificar(valor))
    }

    /// `cambio` applied under the file's lock to the value on disk (`actual` when no other process
    /// wrote it since this one last read or wrote it), and written. A change `cambio` refuses writes
    /// nothing and comes back with what is on disk.
    public func cambiar<Fallo: Error>(partiendoDe actual: Valor, _ cambio: (Valor) throws(Fallo) -> Valor)
        throws(ErrorDeAlmacen) -> ResultadoDelCambio<Valor, Fallo>
    {
        try almacen.cambiar(partiendoDe: actual, leer: formato.decodificar, escribir: formato.codificar, cambio)
    }

    /// Removes the file; with no file there is nothing to do.
    public func borrar() throws(ErrorDeAlmacen) {
        try almacen.borrar()
    }
}

extension ArchivoVersionado.Formato where Valor: Codable & Sendable {
    /// The envelope, `{"contenido": …, "version": N}` (``FormatoVersionado``): written with `version`,
    /// read up to it; a newer file is refused, and so set aside, rather than read and saved without
    /// what this version does not know.
    public static func version(_ version: Int) -> Self {
        precondition(version >= 1, "Format versions start at 1")
        return Self(
            codificar: { valor in
                do {
                    return try FormatoVersionado.codificar(valor, version: version)
                } catch {
                    // Plain values always encode: failing here is a bug, not a condition to report.
                    preconditionFailure("Could not encode \(Valor.self): \(error)")
                }
            },
            decodificar: { datos throws(ErrorDeFormato) in
                try FormatoVersionado.decodificar(Valor.self, de: datos, versionMaxima: version)
            }
        )
    }
}

extension ArchivoVersionado where Valor: Codable & Sendable {
    /// The file `nombre` in `carpeta`, in the envelope at `version`.
    public init(en carpeta: CarpetaDeArchivos, nombre: String, version: Int) {
        self.init(en: carpeta, nombre: nombre, formato: .version(version))
    }
}
