import Foundation

/// The exclusive advisory lock (`flock`) of a data file, taken on the folder that holds it (the
/// file itself is replaced by every atomic write, so a lock on it would not outlive a save, and the
/// folder needs no extra file). Every process that reads or writes a file there takes it around its
/// read-modify-write; another one waits. The kernel drops it with the descriptor, so a process
/// killed while holding it never blocks the next.
enum CerrojoDeArchivo {
    /// Runs `operacion` holding the lock of `archivo`; the folder must exist.
    static func conCerrojo<Resultado, Fallo: Error>(
        de archivo: URL, _ operacion: () throws(Fallo) -> Resultado
    ) throws(ErrorDeCerrojo<Fallo>) -> Resultado {
        let descriptor = open(archivo.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noSeTomo(ErrorDelSistemaDeArchivos.describir(codigo: errno)) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            // A signal interrupted the wait: wait again.
            guard errno == EINTR else { throw .noSeTomo(ErrorDelSistemaDeArchivos.describir(codigo: errno)) }
        }
        defer { flock(descriptor, LOCK_UN) }
        do {
            return try operacion()
        } catch {
            throw .operacion(error)
        }
    }
}

/// Why a change under the lock did not happen: the lock could not be taken, or the change's own reason.
enum ErrorDeCerrojo<Fallo: Error>: Error {
    case noSeTomo(String)
    case operacion(Fallo)
}
