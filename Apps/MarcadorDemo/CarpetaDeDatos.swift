import Core
import Foundation

/// The data folder, checked before any screen: a folder the app cannot write to would only show
/// the same failure on every save of a whole session, so it is said once, first, with what to do.
enum CarpetaDeDatos {
    /// Why the data folder cannot be used: one line, what went wrong and what to do.
    enum Fallo: Error, Equatable {
        case carpetaActualNoEsUTF8
        case esUnArchivo(String)
        case noSePuedeCrear(String, motivo: String)
        case noSePuedeEscribir(String, motivo: String)

        var mensaje: String {
            switch self {
            case .carpetaActualNoEsUTF8:
                "el nombre de la carpeta actual no es UTF-8 válido y los datos irían a parar a otra carpeta; "
                    + "ejecútalo desde otra carpeta o pasa una ruta absoluta con --datos CARPETA."
            case let .esUnArchivo(ruta):
                "la carpeta de datos \(ruta) es un archivo, no una carpeta; apártalo o elige otra carpeta con --datos CARPETA."
            case let .noSePuedeCrear(ruta, motivo):
                "no se pudo crear la carpeta de datos \(ruta) (\(motivo)); elige otra carpeta con --datos CARPETA."
            case let .noSePuedeEscribir(ruta, motivo):
                "no se puede escribir en la carpeta de datos \(ruta) (\(motivo)); elige otra carpeta con --datos CARPETA."
            }
        }
    }

    /// The folder `ruta` names (relative to the current folder unless absolute), created if it is not
    /// there yet, once a file could be written in it.
    static func preparar(_ ruta: String) throws(Fallo) -> URL {
        let carpeta = try absoluta(ruta)
        let camino = carpeta.path
        var informacion = stat()
        if stat(camino, &informacion) == 0 {
            guard informacion.st_mode & S_IFMT == S_IFDIR else { throw .esUnArchivo(camino) }
        } else if mkdirConPadres(camino) != 0 {
            throw .noSePuedeCrear(camino, motivo: ErrorDelSistemaDeArchivos.describir(codigo: errno))
        }
        try probarLaEscritura(en: camino)
        return carpeta
    }

    /// An absolute path: a relative one hangs from the current folder, whose name must be read
    /// byte for byte (Foundation would replace what is not UTF-8, and so name another folder).
    private static func absoluta(_ ruta: String) throws(Fallo) -> URL {
        if ruta.hasPrefix("/") { return URL(fileURLWithPath: ruta, isDirectory: true).standardizedFileURL }
        var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&bytes, bytes.count) != nil,
            let actual = bytes.withUnsafeBufferPointer({ String(validatingCString: $0.baseAddress!) })
        else { throw .carpetaActualNoEsUTF8 }
        return URL(fileURLWithPath: actual, isDirectory: true).appendingPathComponent(ruta, isDirectory: true).standardizedFileURL
    }

    /// `mkdir -p`: 0, or -1 with `errno` set by the step that failed.
    private static func mkdirConPadres(_ camino: String) -> Int32 {
        var hecho = ""
        for parte in camino.split(separator: "/", omittingEmptySubsequences: true) {
            hecho += "/\(parte)"
            if mkdir(hecho, 0o755) != 0, errno != EEXIST { return -1 }
        }
        return 0
    }

    /// Creates and removes a file of its own: only a real write says a folder takes files (root
    /// passes every permission check, and a read-only disk answers only then).
    private static func probarLaEscritura(en camino: String) throws(Fallo) {
        var plantilla = Array("\(camino)/.marcador-prueba-XXXXXX".utf8CString)
        let descriptor = mkstemp(&plantilla)
        guard descriptor >= 0 else {
            throw .noSePuedeEscribir(camino, motivo: ErrorDelSistemaDeArchivos.describir(codigo: errno))
        }
        close(descriptor)
        unlink(plantilla)
    }
}
