public import Core
public import Foundation
public import Torneo

/// Where the tournament lives on disk: `torneo.json` in the given folder, as readable JSON, written
/// atomically; a file that cannot be read is moved aside rather than replaced.
public struct AlmacenDelTorneo: Sendable {
    public static let nombreDelArchivo = "torneo.json"

    private let almacen: AlmacenJSON

    /// `ahora` names the copy of an unreadable file kept aside.
    public init(carpeta: URL, ahora: @escaping @Sendable () -> Date) {
        almacen = AlmacenJSON(archivo: carpeta.appending(path: Self.nombreDelArchivo), ahora: ahora)
    }

    public var archivo: URL { almacen.archivo }

    public func cargar() -> Carga<Torneo> {
        almacen.cargar { datos in try FormatoDelTorneo.decodificar(datos) }
    }

    /// The tournament on disk, only when another process wrote the file since this one last read or
    /// wrote it.
    public func releer() -> Carga<Torneo>? {
        almacen.releer { datos in try FormatoDelTorneo.decodificar(datos) }
    }

    public func guardar(_ torneo: Torneo) throws(ErrorDeAlmacen) {
        try almacen.guardar(FormatoDelTorneo.codificar(torneo))
    }

    /// `cambio` applied under the file's lock to the tournament on disk (`actual` when no other
    /// process wrote it since this one last read or wrote it), and written.
    public func cambiar<Fallo: Error>(partiendoDe actual: Torneo, _ cambio: (Torneo) throws(Fallo) -> Torneo)
        throws(ErrorDeAlmacen) -> ResultadoDelCambio<Torneo, Fallo>
    {
        try almacen.cambiar(
            partiendoDe: actual, leer: { try FormatoDelTorneo.decodificar($0) }, escribir: { FormatoDelTorneo.codificar($0) }, cambio)
    }

    /// For the reset at start: the next load finds no file and starts from the sample.
    public func borrar() throws(ErrorDeAlmacen) {
        try almacen.borrar()
    }
}
