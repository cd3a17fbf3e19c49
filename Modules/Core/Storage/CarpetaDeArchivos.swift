public import Foundation

/// The folder where the app keeps its data, and where every feature's ``ArchivoVersionado`` is made.
///
/// Starting over (`--reiniciar-datos`) is this folder's: built with `empezarDeCero`, it removes each
/// file the first time a store is made for it, before anything reads it. Every feature's file is made
/// here (its wiring asks the app's container for the folder), so each one starts over, a new
/// feature's included, with no list of names to keep.
public final class CarpetaDeArchivos: Sendable {
    public let url: URL
    /// Each file made here is removed once, before its first read.
    public let empezarDeCero: Bool
    private let estado = Cerrojo(Estado())

    private struct Estado: Sendable {
        var nombres: [String] = []
        var fallos: [String] = []
    }

    public init(_ url: URL, empezarDeCero: Bool = false) {
        precondition(url.isFileURL, "CarpetaDeArchivos keeps local files only: \(url)")
        self.url = url
        self.empezarDeCero = empezarDeCero
    }

    /// The name of each file a store was made for, in order, once each.
    public var nombres: [String] {
        estado.withLock { $0.nombres }
    }

    /// Why a file could not be removed to start over, one line each (``ErrorDeAlmacen/mensaje``);
    /// empty when each one was.
    public var fallosAlEmpezarDeCero: [String] {
        estado.withLock { $0.fallos }
    }

    /// Where the file `nombre` is, removed first when starting over and this is its first store.
    func archivo(_ nombre: String) -> URL {
        let archivo = url.appending(path: nombre)
        estado.withLock { estado in
            guard !estado.nombres.contains(nombre) else { return }
            estado.nombres.append(nombre)
            guard empezarDeCero else { return }
            do throws(ErrorDeAlmacen) {
                try AlmacenJSON(archivo: archivo).borrar()
            } catch {
                estado.fallos.append(error.mensaje)
            }
        }
        return archivo
    }
}
