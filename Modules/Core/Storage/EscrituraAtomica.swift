import Foundation

/// How one file is replaced on disk: POSIX calls rather than `Data.write(options: .atomic)`, which
/// replaces a symbolic link by a regular file, resets the mode, and leaves its temporary file behind
/// when the process is killed, under a name nothing recognises.
///
/// The temporary file is `.<name>.guardando-<random>` in the real file's folder, created private
/// (0600), locked with `flock` while it is written, given the old file's mode, flushed, then renamed
/// over the file. A leftover is recognised by that name, in that folder, with no lock held on it: a
/// killed writer's lock dies with it, a live writer's does not.
enum EscrituraAtomica {
    /// The mode of a file that did not exist: only its owner reads and writes it.
    static let modoNuevo: mode_t = 0o600
    /// Linux's own limit: a path is followed through 40 symbolic links at most.
    private static let maximoDeEnlaces = 40

    /// The file a save really replaces: `archivo`, or what its symbolic links lead to (a dangling
    /// link leads to the file it names, created by the save).
    static func destino(de archivo: URL) throws -> URL {
        var ruta = archivo.path
        // The file itself, after as many links as the system follows.
        for _ in 0...maximoDeEnlaces {
            var estado = stat()
            guard lstat(ruta, &estado) == 0, (estado.st_mode & S_IFMT) == S_IFLNK else {
                return URL(fileURLWithPath: ruta, isDirectory: false)
            }
            let objetivo = try FileManager.default.destinationOfSymbolicLink(atPath: ruta)
            ruta = objetivo.hasPrefix("/") ? objetivo : (ruta as NSString).deletingLastPathComponent + "/" + objetivo
        }
        throw POSIXError(.ELOOP)
    }

    /// Replaces `destino` with `datos`, or throws and leaves it as it was.
    static func escribir(_ datos: Data, en destino: URL) throws {
        let carpeta = destino.deletingLastPathComponent().path
        var estado = stat()
        let modo = stat(destino.path, &estado) == 0 ? estado.st_mode & 0o777 : modoNuevo
        let (temporal, descriptor) = try crearTemporal(en: carpeta, para: destino.lastPathComponent)
        // Closing the descriptor also releases the lock.
        defer { close(descriptor) }
        do {
            let manejador = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            try manejador.write(contentsOf: datos)
            try comprobar(fchmod(descriptor, modo))
            try manejador.synchronize()
            try comprobar(rename(temporal, destino.path))
        } catch {
            unlink(temporal)
            throw error
        }
        // The rename itself reaches the disk once the folder is flushed; should that fail, the new
        // bytes are in place already and the next save flushes again.
        let descriptorDeCarpeta = open(carpeta, O_RDONLY)
        if descriptorDeCarpeta >= 0 {
            fsync(descriptorDeCarpeta)
            close(descriptorDeCarpeta)
        }
    }

    /// Removes the temporary files of saves that never finished, next to `destino`: only names of
    /// this pattern, only in that folder, only those no live writer holds locked.
    static func borrarRestos(de destino: URL) {
        let carpeta = destino.deletingLastPathComponent().path
        let prefijo = prefijoTemporal(de: destino.lastPathComponent)
        guard let nombres = try? FileManager.default.contentsOfDirectory(atPath: carpeta) else { return }
        for nombre in nombres where nombre.hasPrefix(prefijo) {
            let ruta = carpeta + "/" + nombre
            let descriptor = open(ruta, O_RDONLY | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                unlink(ruta)
            }
            close(descriptor)
        }
    }

    private static func prefijoTemporal(de nombre: String) -> String {
        ".\(nombre).guardando-"
    }

    /// A new temporary file, locked. Should a cleanup remove it between its creation and the lock
    /// (it looked like a leftover for that instant), a fresh one is made.
    private static func crearTemporal(en carpeta: String, para nombre: String) throws -> (String, Int32) {
        for _ in 0..<maximoDeEnlaces {
            let temporal = carpeta + "/" + prefijoTemporal(de: nombre) + String(UInt64.random(in: .min ... .max), radix: 36)
            let descriptor = open(temporal, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, modoNuevo)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            var estado = stat()
            if flock(descriptor, LOCK_EX) == 0, fstat(descriptor, &estado) == 0, estado.st_nlink > 0 {
                return (temporal, descriptor)
            }
            close(descriptor)
        }
        throw POSIXError(.EEXIST)
    }

    private static func comprobar(_ resultado: Int32) throws {
        if resultado != 0 {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
