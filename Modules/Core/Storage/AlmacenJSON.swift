public import Foundation

/// The bytes of one JSON file on disk, written atomically and never silently replaced, shared safely
/// by every process that uses the same folder: the engine under ``ArchivoVersionado``, which is what
/// a feature keeps its file with.
///
/// The engine does not know the format: `cargar` hands the bytes to a closure that decodes them and
/// checks their version in a single parse; whatever the closure refuses is moved aside, not lost. A
/// file that could not even be moved aside is never written over: from then on `guardar` refuses.
/// Every read and write holds the file's lock (`CerrojoDeArchivo`), and `cambiar` reads, changes
/// and writes under one hold, starting from what is on disk: a change is never saved over a copy
/// another process has changed since.
public struct AlmacenJSON: Sendable {
    public static let motivoSinApartar = "no se pudo apartar el archivo ilegible y no se escribe encima"
    /// The largest file `cargar` reads, 4 MB: a tournament of hundreds of matches is far smaller, and
    /// a bigger file (one name of 50 MB, say) would cost seconds and hundreds of MB to parse.
    public static let tamanoMaximoPredeterminado = 4 * 1_024 * 1_024

    public let archivo: URL
    /// Names the copy of an unreadable file set aside ("….unreadable-20261130T161700Z"): the time of
    /// the scope the store was built in, overridden by the scope it is used in.
    @Dependency(\.date) private var fechas
    /// A file larger than this, in bytes, is set aside without being read.
    public let tamanoMaximo: Int
    /// Shared by every copy of this store: set when an unreadable file stayed where it was.
    private let sinApartar = Cerrojo(false)
    /// The file as this process last read or wrote it; another process's write changes it.
    private let visto = Cerrojo<HuellaDeArchivo?>(nil)

    public init(archivo: URL, tamanoMaximo: Int = tamanoMaximoPredeterminado) {
        precondition(archivo.isFileURL, "AlmacenJSON stores local files only: \(archivo)")
        self.archivo = archivo
        self.tamanoMaximo = tamanoMaximo
    }

    /// `.vacio` when there is no file. When the bytes cannot be read or `leer` throws, the file is
    /// moved aside (the original bytes intact) and `.apartado` says where and why. Leftovers of saves
    /// that a killed process never finished are removed first.
    public func cargar<Valor>(_ leer: (Data) throws -> Valor) -> Carga<Valor> {
        do {
            return try CerrojoDeArchivo.conCerrojo(de: archivo) { () throws(Never) in leerBajoElCerrojo(leer) }
        } catch {
            // Without the lock (no folder yet, say) the file is read as it is: at start the app must
            // show something, and a missing folder reads as no file.
            return leerBajoElCerrojo(leer)
        }
    }

    /// The file as it is now, only when another process wrote it (or removed it) since this one last
    /// read or wrote it; `nil` when it is as this process left it, which costs one `stat` and no lock.
    /// What is read is handled as `cargar` does: an unreadable file is set aside.
    public func releer<Valor>(_ leer: (Data) throws -> Valor) -> Carga<Valor>? {
        guard HuellaDeArchivo(de: archivo) != visto.withLock({ $0 }) else { return nil }
        return cargar(leer)
    }

    /// Writes a temporary file next to the real file and renames it over it, so the file holds either
    /// the old bytes or the new ones, never a mix. A symbolic link is written through: its target is
    /// replaced in the target's own folder and the link stays. The file keeps its mode (a new one is
    /// private, 0600). Creates the data folder when it is missing. Holds the file's lock.
    public func guardar(_ datos: Data) throws(ErrorDeAlmacen) {
        try prepararCarpeta()
        try conCerrojo { () throws(ErrorDeAlmacen) in try escribir(datos) }
    }

    /// A read-modify-write under one hold of the lock: the value on disk now (`actual`, this
    /// process's copy, when no other process wrote the file since; otherwise the file read again),
    /// `cambio` applied to it and written. A change `cambio` refuses writes nothing and comes back
    /// with what is on disk, so the screen can show it. An unreadable file found here is set aside
    /// and nothing is written: the reason is thrown, the person is told.
    public func cambiar<Valor, Fallo: Error>(
        partiendoDe actual: Valor, leer: (Data) throws -> Valor, escribir codificar: (Valor) -> Data,
        _ cambio: (Valor) throws(Fallo) -> Valor
    ) throws(ErrorDeAlmacen) -> ResultadoDelCambio<Valor, Fallo> {
        try prepararCarpeta()
        return try conCerrojo { () throws(ErrorDeAlmacen) -> ResultadoDelCambio<Valor, Fallo> in
            var base = actual
            if HuellaDeArchivo(de: archivo) != visto.withLock({ $0 }) {
                switch leerBajoElCerrojo(leer) {
                case let .cargado(enDisco): base = enDisco
                case .vacio: break
                case let .apartado(apartado): throw .noSePudoGuardar(archivo: archivo, motivo: apartado.mensaje)
                }
            }
            let nuevo: Valor
            do throws(Fallo) {
                nuevo = try cambio(base)
            } catch {
                return .rechazado(error, enDisco: base)
            }
            try escribir(codificar(nuevo))
            return .hecho(nuevo)
        }
    }

    private func prepararCarpeta() throws(ErrorDeAlmacen) {
        let carpeta = archivo.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
        } catch {
            let motivo = ErrorDelSistemaDeArchivos.describir(error)
            throw .noSePudoGuardar(archivo: archivo, motivo: "no se pudo crear la carpeta \(carpeta.path) (\(motivo))")
        }
    }

    private func conCerrojo<Resultado>(_ operacion: () throws(ErrorDeAlmacen) -> Resultado) throws(ErrorDeAlmacen) -> Resultado {
        do throws(ErrorDeCerrojo<ErrorDeAlmacen>) {
            return try CerrojoDeArchivo.conCerrojo(de: archivo, operacion)
        } catch {
            switch error {
            case let .noSeTomo(motivo): throw .noSePudoGuardar(archivo: archivo, motivo: "no se pudo tomar su cerrojo (\(motivo))")
            case let .operacion(error): throw error
            }
        }
    }

    /// Holding the lock: reads, decodes, sets aside what cannot be read, and remembers what it read.
    private func leerBajoElCerrojo<Valor>(_ leer: (Data) throws -> Valor) -> Carga<Valor> {
        EscrituraAtomica.borrarRestos(de: (try? EscrituraAtomica.destino(de: archivo)) ?? archivo)
        let huella = HuellaDeArchivo(de: archivo)
        if let tamano = Self.tamano(de: archivo), tamano > tamanoMaximo {
            let motivo = "ocupa \(Self.legible(tamano)), más de los \(Self.legible(tamanoMaximo)) que admite la app"
            return .apartado(apartar(motivo: motivo))
        }
        let datos: Data
        do {
            datos = try Data(contentsOf: archivo)
        } catch {
            if ErrorDelSistemaDeArchivos.noExiste(error) {
                visto.withLock { $0 = nil }
                return .vacio
            }
            return .apartado(apartar(motivo: "no se pudo abrir: \(ErrorDelSistemaDeArchivos.describir(error))"))
        }
        do {
            let valor = try leer(datos)
            visto.withLock { $0 = huella }
            return .cargado(valor)
        } catch {
            return .apartado(apartar(motivo: Self.motivo(de: error)))
        }
    }

    /// Holding the lock: the atomic write, then what this process wrote is what it last saw.
    private func escribir(_ datos: Data) throws(ErrorDeAlmacen) {
        if sinApartar.withLock({ $0 }) {
            throw .noSePudoGuardar(archivo: archivo, motivo: Self.motivoSinApartar)
        }
        do {
            try EscrituraAtomica.escribir(datos, en: try EscrituraAtomica.destino(de: archivo))
        } catch {
            throw .noSePudoGuardar(archivo: archivo, motivo: ErrorDelSistemaDeArchivos.describir(error))
        }
        visto.withLock { $0 = HuellaDeArchivo(de: archivo) }
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
        let prefijo = "\(real.path).unreadable-\(fechas.now.formatted(Self.formatoDelSello))"
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

    /// The size in bytes of the file at `archivo` (through a symbolic link), or `nil` when there is none.
    private static func tamano(de archivo: URL) -> Int? {
        var informacion = stat()
        guard stat(archivo.path, &informacion) == 0, informacion.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(informacion.st_size)
    }

    /// "3 KB", "48 MB": whole units of 1,024, as a person reads a size.
    private static func legible(_ bytes: Int) -> String {
        let kilobytes = Double(bytes) / 1_024
        if kilobytes < 1_024 { return "\(max(Int(kilobytes.rounded()), 1)) KB" }
        return "\(Int((kilobytes / 1_024).rounded())) MB"
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
