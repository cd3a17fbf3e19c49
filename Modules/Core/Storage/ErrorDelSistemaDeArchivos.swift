import Foundation

/// What the file system said, in words a person understands.
public enum ErrorDelSistemaDeArchivos {
    /// The POSIX code behind a Foundation file error, when there is one.
    static func codigo(de error: any Error) -> Int32? {
        if let posix = error as? POSIXError {
            return posix.code.rawValue
        }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain {
            return Int32(nsError.code)
        }
        if let subyacente = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            return codigo(de: subyacente)
        }
        return nil
    }

    static func noExiste(_ error: any Error) -> Bool {
        if let codigo = codigo(de: error) {
            // A file where the folder should be, or a path longer than the system allows, also means
            // there is no data file there: the save that follows says why it cannot make one.
            return codigo == ENOENT || codigo == ENOTDIR || codigo == ENAMETOOLONG
        }
        return (error as? CocoaError)?.code == .fileReadNoSuchFile
    }

    static func describir(_ error: any Error) -> String {
        if let codigo = codigo(de: error) {
            return describir(codigo: codigo)
        }
        switch (error as? CocoaError)?.code {
        case .fileReadNoPermission?, .fileWriteNoPermission?: return "no hay permiso"
        case .fileWriteOutOfSpace?: return "no queda espacio en el disco"
        case .fileWriteVolumeReadOnly?: return "el disco es de solo lectura"
        case .fileWriteFileExists?: return "ya hay un archivo con ese nombre"
        case .fileNoSuchFile?, .fileReadNoSuchFile?: return "no existe"
        default: return error.localizedDescription
        }
    }

    /// An `errno` in Spanish words: "no hay permiso", "no queda espacio en el disco"…
    public static func describir(codigo: Int32) -> String {
        switch codigo {
        case EACCES, EPERM: "no hay permiso"
        case ENOENT: "no existe la carpeta o el archivo"
        case ENOTDIR: "una parte de la ruta no es una carpeta"
        case EISDIR: "es una carpeta, no un archivo"
        case ENOSPC, EDQUOT: "no queda espacio en el disco"
        case EROFS: "el disco es de solo lectura"
        case EIO: "el disco dio un error de lectura o escritura"
        case ENAMETOOLONG: "la ruta es demasiado larga"
        case EPIPE: "quien leía la salida la cerró"
        case EBADF: "el descriptor está cerrado"
        case EEXIST: "ya hay un archivo con ese nombre"
        default: "error del sistema n.º \(codigo)"
        }
    }
}
