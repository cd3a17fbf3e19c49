import Foundation

/// Which file a path names and as what version: every atomic write puts a new file (a new inode)
/// in its place, so a change of this identity means someone wrote it.
struct HuellaDeArchivo: Equatable, Sendable {
    let dispositivo: UInt64
    let nodo: UInt64
    let tamano: Int64
    let segundos: Int
    let nanosegundos: Int

    /// `nil` when there is no file (a symbolic link is followed).
    init?(de archivo: URL) {
        var estado = stat()
        guard stat(archivo.path, &estado) == 0 else { return nil }
        dispositivo = UInt64(estado.st_dev)
        nodo = UInt64(estado.st_ino)
        tamano = Int64(estado.st_size)
        #if canImport(Darwin)
            segundos = Int(estado.st_mtimespec.tv_sec)
            nanosegundos = Int(estado.st_mtimespec.tv_nsec)
        #else
            segundos = Int(estado.st_mtim.tv_sec)
            nanosegundos = Int(estado.st_mtim.tv_nsec)
        #endif
    }
}
