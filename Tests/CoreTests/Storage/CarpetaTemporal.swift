import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder for one test, removed when the test's suite instance goes away.
final class CarpetaTemporal: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("CoreTests-Storage-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Tests may leave folders read-only; give the permission back so removal works.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }

    func archivo(_ nombre: String) -> URL {
        url.appendingPathComponent(nombre, isDirectory: false)
    }

    /// Every name in the folder, sorted, to prove nothing else was left behind.
    func nombres() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func escribir(_ texto: String, en nombre: String) {
        try! Data(texto.utf8).write(to: archivo(nombre))
    }

    func leer(_ nombre: String) -> String? {
        (try? Data(contentsOf: archivo(nombre))).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// 2026-11-30 16:17:00 UTC, so quarantined copies get a name the tests can write out.
let ahoraFijo = Date(timeIntervalSince1970: 1_796_055_420)

/// Permission tests mean nothing for root, who may read and write anything.
let noSomosRoot = getuid() != 0
