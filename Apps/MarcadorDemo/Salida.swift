import Core
import Foundation

/// The demo's exit: standard output is flushed and checked, so a full disk or a closed pipe ends
/// with a message on standard error and status 1, never a silent 0.
enum Salida {
    static func error(_ texto: String) {
        FileHandle.standardError.write(Data("marcador-demo: \(TextoVisible.escapado(texto))\n".utf8))
    }

    /// Why the first write that failed did (its `errno`), kept for the exit.
    private static let primerFallo = Cerrojo<Int32?>(nil)

    /// Sends out what was printed; a failure is kept, and `terminar` reports it.
    static func vaciar() {
        guard fflush(nil) != 0 else { return }
        let codigo = errno
        primerFallo.withLock { $0 = $0 ?? codigo }
    }

    static func terminar(_ estado: Int32) -> Never {
        // `nil` flushes every output stream; anything print() could not write is still pending
        // there, so the flush fails with the reason (or an earlier flush did).
        vaciar()
        if let codigo = primerFallo.withLock({ $0 }) {
            let motivo = ErrorDelSistemaDeArchivos.describir(codigo: codigo)
            error("no se pudo escribir en la salida estándar (\(motivo)); libera espacio o escribe en otro sitio.")
            exit(1)
        }
        exit(estado)
    }
}
