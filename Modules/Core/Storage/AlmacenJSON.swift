public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One JSON file on disk, written atomically and never silently replaced.
///
/// The store does not know the format: `cargar` hands the bytes to a closure that decodes them and
/// checks their version in a single parse; whatever the closure refuses is moved aside, not lost. A
/// file that could not even be moved aside is never written over: from then on `guardar` refuses.
public struct AlmacenJSON: Sendable {
    public static let motivoSinApartar = "no se pudo apartar el archivo ilegible y no se escribe encima"

    public let archivo: URL
    private let ahora: @Sendable () -> Date
    /// Shared by every copy of this store: set when an unreadable file stayed where it was.
    private let sinApartar = Cerrojo(false)

    /// `ahora` names quarantined copies; injected so tests are deterministic.
    public init(archivo: URL, ahora: @escaping @Sendable () -> Date) {
        precondition(archivo.isFileURL, "AlmacenJSON stores local files only: \(archivo)")
        self.archivo = archivo
        self.ahora = ahora
    }

    /// `.vacio` when there is no file. When the bytes cannot be read or `leer` throws, the file is
    /// moved aside (the original bytes intact) and `.apartado` says where and why. Leftovers of saves
    /// that a killed process never finished are removed first.
    public func cargar<Valor>(_ leer: (Data) throws -> Valor) -> Carga<Valor> {
        EscrituraAtomica.borrarRestos(de: (try? EscrituraAtomica.destino(de: archivo)) ?? archivo)
        let datos: Data
        do {
            datos = try Data(contentsOf: archivo)
        } catch {
            if ErrorDelSistemaDeArchivos.noExiste(error) {
                return .vacio
            }
            return .apartado(apartar(motivo: "no se pudo abrir: \(ErrorDelSistemaDeArchivos.describir(error))"))
        }
        do {
            return .cargado(try leer(datos))
        } catch {
            return .apartado(apartar(motivo: Self.motivo(de: error)))
        }
    }

    /// Writes a temporary file next to the real file and renames it over it, so the file holds either
    /// the old bytes or the new ones, never a mix. A symbolic link is written through: its target is
    /// replaced in the target's own folder and the link stays. The file keeps its mode (a new one is
    /// private, 0600). Creates the data folder when it is missing.
    public func guardar(_ datos: Data) throws(ErrorDeAlmacen) {
        if sinApartar.withLock({ $0 }) {
            throw .noSePudoGuardar(archivo: archivo, motivo: Self.motivoSinApartar)
        }
        let carpeta = archivo.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
        } catch {
            let motivo = ErrorDelSistemaDeArchivos.describir(error)
            throw .noSePudoGuardar(archivo: archivo, motivo: "no se pudo crear la carpeta \(carpeta.path) (\(motivo))")
        }
        do {
            try EscrituraAtomica.escribir(datos, en: try EscrituraAtomica.destino(de: archivo))
        } catch {
            throw .noSePudoGuardar(archivo: archivo, motivo: ErrorDelSistemaDeArchivos.describir(error))
        }
    }

    /// Removes the file; with no file there is nothing to do. Never removes a folder.
    public func borrar() throws(ErrorDeAlmacen) {
        guard unlink(archivo.path) != 0 else { return }
        let codigo = errno
        if codigo == ENOENT { return }
        throw .noSePudoBorrar(archivo: archivo, motivo: ErrorDelSistemaDeArchivos.describir(codigo: codigo))
    }

    // MARK: - Quarantine

    /// "20261130T161700Z": sorts by time and is valid in every file system.
    private static let formatoDelSello = Date.ISO8601FormatStyle(
        dateSeparator: .omitted,
        dateTimeSeparator: .standard,
        timeSeparator: .omitted,
        timeZone: .gmt
    )

    /// Moves the unreadable file aside; for a symbolic link, the file it points to (the link stays,
    /// and the next save writes through it again).
    private func apartar(motivo: String) -> ArchivoApartado {
        let real = (try? EscrituraAtomica.destino(de: archivo)) ?? archivo
        let prefijo = "\(real.path).unreadable-\(ahora().formatted(Self.formatoDelSello))"
        do {
            let copia = try Self.moverSinPisar(real, prefijo: prefijo)
            return ArchivoApartado(original: archivo, copia: copia, motivo: motivo)
        } catch {
            // Whatever stops the move (a read-only folder or disk) might not stop a later save, which
            // would replace the only copy of the bytes: this store will not write the file again.
            sinApartar.withLock { $0 = true }
            let porQue = ErrorDelSistemaDeArchivos.describir(error)
            return ArchivoApartado(original: archivo, copia: archivo, motivo: "\(motivo); tampoco se pudo apartar: \(porQue)")
        }
    }

    /// Moves `original` to the first free name among `prefijo`, `prefijo-2`, `prefijo-3`…, never
    /// replacing a file: a hard link fails when the name is taken, where a rename would overwrite it.
    private static func moverSinPisar(_ original: URL, prefijo: String) throws -> URL {
        for intento in 1...1_000 {
            let copia = intento == 1 ? prefijo : "\(prefijo)-\(intento)"
            if link(original.path, copia) == 0 {
                // Should this fail, both names hold the same bytes: nothing is lost.
                unlink(original.path)
                return URL(fileURLWithPath: copia, isDirectory: false)
            }
            let codigo = errno
            if codigo == EEXIST { continue }
            guard Self.sinEnlacesDuros(codigo) else {
                throw POSIXError(POSIXErrorCode(rawValue: codigo) ?? .EIO)
            }
            // No hard links here (or the path is a folder): rename, after checking the name is free.
            var estado = stat()
            if lstat(copia, &estado) == 0 { continue }
            guard rename(original.path, copia) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            return URL(fileURLWithPath: copia, isDirectory: false)
        }
        throw POSIXError(.EEXIST)
    }

    private static func sinEnlacesDuros(_ codigo: Int32) -> Bool {
        [EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS].contains(codigo)
    }

    /// The thrown error's own words when it has them.
    static func motivo(de error: any Error) -> String {
        if let conMensaje = error as? any ErrorConMensaje {
            return conMensaje.mensaje
        }
        if error is DecodingError {
            return ErrorDeFormato(describiendo: error).mensaje
        }
        if let localizado = error as? any LocalizedError, let descripcion = localizado.errorDescription {
            return descripcion
        }
        // Uses `description` when the error has one.
        return String(describing: error)
    }
}
