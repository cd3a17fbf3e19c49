public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder for one test, removed when the test lets go of it: every test that touches the
/// disk uses one, so tests never share files and never leave any behind.
public final class CarpetaTemporal: Sendable {
    public let url: URL

    public init() {
        url = Self.raiz.appendingPathComponent("marcador-pruebas-\(UUID().uuidString)", isDirectory: true)
        // A test cannot run without its folder: failing here is a broken machine, not a result.
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Memory (`/dev/shm`) when the machine has it and the person running the tests set no
    /// `TMPDIR`, else the temporary directory. The suite makes thousands of files (every save is a
    /// new file renamed into place); on an ext4 disk that has just deleted many files, each new one
    /// can cost a millisecond, against microseconds in memory.
    public static let raiz: URL = {
        let memoria = "/dev/shm"
        var esCarpeta: ObjCBool = false
        if ProcessInfo.processInfo.environment["TMPDIR"] == nil,
            FileManager.default.fileExists(atPath: memoria, isDirectory: &esCarpeta), esCarpeta.boolValue,
            FileManager.default.isWritableFile(atPath: memoria)
        {
            return URL(fileURLWithPath: memoria, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
    }()

    deinit {
        borrar()
    }

    /// Removes the folder and everything in it now; removing it twice does nothing more.
    public func borrar() {
        // Tests may leave folders read-only; give the permission back so removal works.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    public func archivo(_ nombre: String) -> URL {
        url.appendingPathComponent(nombre, isDirectory: false)
    }

    /// Every name in the folder, sorted, to prove nothing else was left behind.
    public func nombres() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    public func escribir(_ texto: String, en nombre: String) {
        try! Data(texto.utf8).write(to: archivo(nombre))
    }

    public func leer(_ nombre: String) -> String? {
        (try? Data(contentsOf: archivo(nombre))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Puts a plain file where the folder was, so nothing can be written inside it any more.
    public func convertirEnArchivo() {
        try! FileManager.default.removeItem(at: url)
        try! Data("no es una carpeta".utf8).write(to: url)
    }
}

/// Permission tests mean nothing for root, who may read and write anything.
public let noSomosRoot = getuid() != 0

/// Whether some process holds an exclusive `flock` on `url` now, as `flock -n` sees it from
/// outside (it gives up at once instead of waiting).
public func hayUnCerrojo(sobre url: URL) async throws -> Bool {
    let prueba = Process()
    prueba.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    prueba.arguments = ["-n", "-E", "9", url.path, "true"]
    try prueba.run()
    while prueba.isRunning { try await Task.sleep(for: .milliseconds(5)) }
    return prueba.terminationStatus == 9
}
