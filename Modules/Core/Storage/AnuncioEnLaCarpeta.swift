public import Foundation

/// A value that one process at a time announces to every other process on the data folder (the
/// match it plays), for as long as it lives.
///
/// The announcing process keeps the file open with an exclusive `flock` on it; the kernel drops that
/// lock when the process ends, however it ends, so a file left by a killed process is recognised as
/// stale the moment another process tries the lock, and is removed. There is no lease to renew and
/// no pid to reuse. Every read and write also holds the folder's lock (`CerrojoDeArchivo`), so a
/// reader never sees half a write, and two processes never both take the file.
public final class AnuncioEnLaCarpeta<Valor: Codable & Equatable & Sendable>: Sendable {
    /// Why this process could not announce its value.
    public enum Fallo: Error, Equatable, Sendable {
        /// Another live process announces its own value, given here.
        case otroProceso(Valor)
        /// The file could not be written; the reason in one line.
        case noSePudoEscribir(String)
    }

    public let archivo: URL
    /// The open, locked file while this process announces; `nil` otherwise.
    private let propio = Cerrojo<Int32?>(nil)

    public init(archivo: URL) {
        precondition(archivo.isFileURL, "AnuncioEnLaCarpeta is a local file: \(archivo)")
        self.archivo = archivo
    }

    deinit {
        retirar()
    }

    /// Whether this process is the one announcing.
    public var esPropio: Bool { propio.withLock { $0 != nil } }

    /// What another live process announces now; `nil` when none does (a stale file is removed), when
    /// this process is the one announcing, or when there is no folder.
    public func deOtroProceso() -> Valor? {
        guard !esPropio else { return nil }
        return try? bajoElCerrojo { () throws(Fallo) in leerElDeOtro() }
    }

    /// Announces `valor`, or replaces what this process announced. Refused, changing nothing, while
    /// another live process announces its own.
    public func anunciar(_ valor: Valor) throws(Fallo) {
        let datos: Data
        do {
            datos = try JSONEncoder().encode(valor)
        } catch {
            throw .noSePudoEscribir("no se pudo codificar: \(error)")
        }
        try bajoElCerrojo { () throws(Fallo) in
            let descriptor: Int32
            if let abierto = propio.withLock({ $0 }) {
                descriptor = abierto
            } else {
                if let otro = leerElDeOtro() { throw .otroProceso(otro) }
                descriptor = try tomar()
            }
            guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
                throw .noSePudoEscribir(ErrorDelSistemaDeArchivos.describir(codigo: errno))
            }
            do {
                try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: datos)
            } catch {
                throw .noSePudoEscribir(ErrorDelSistemaDeArchivos.describir(error))
            }
        }
    }

    /// Stops announcing: the file goes and others see nothing. Does nothing when this process does
    /// not announce.
    public func retirar() {
        guard
            let descriptor = propio.withLock({ valor in
                defer { valor = nil }
                return valor
            })
        else { return }
        // Removed under the folder's lock, so no reader finds a file half gone; the close drops
        // the lock even when the folder's lock cannot be taken.
        _ = try? CerrojoDeArchivo.conCerrojo(de: archivo) { () throws(Never) in unlink(archivo.path) }
        close(descriptor)
    }

    // MARK: - Under the folder's lock

    private func bajoElCerrojo<Resultado>(_ operacion: () throws(Fallo) -> Resultado) throws(Fallo) -> Resultado {
        do throws(ErrorDeCerrojo<Fallo>) {
            return try CerrojoDeArchivo.conCerrojo(de: archivo, operacion)
        } catch {
            switch error {
            case let .noSeTomo(motivo): throw .noSePudoEscribir("no se pudo tomar el cerrojo de la carpeta (\(motivo))")
            case let .operacion(fallo): throw fallo
            }
        }
    }

    /// The value of a live announcer; a file nobody holds is stale and removed.
    private func leerElDeOtro() -> Valor? {
        let descriptor = open(archivo.path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            // Nobody holds it: its process ended without retiring it.
            unlink(archivo.path)
            return nil
        }
        guard let datos = try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() else { return nil }
        // A live announcer writes whole values under the folder's lock: bytes that do not decode
        // were not written by this program, and announce nothing.
        return try? JSONDecoder().decode(Valor.self, from: datos)
    }

    /// Creates the file and takes its lock for this process.
    private func tomar() throws(Fallo) -> Int32 {
        let descriptor = open(archivo.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .noSePudoEscribir(ErrorDelSistemaDeArchivos.describir(codigo: errno)) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let motivo = ErrorDelSistemaDeArchivos.describir(codigo: errno)
            close(descriptor)
            throw .noSePudoEscribir(motivo)
        }
        propio.withLock { $0 = descriptor }
        return descriptor
    }
}
