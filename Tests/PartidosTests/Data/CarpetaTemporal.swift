import Foundation

/// A fresh folder for one test, removed when the test's suite instance goes away.
final class CarpetaTemporal: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("PartidosTests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func escribir(_ texto: String, en nombre: String) {
        try! Data(texto.utf8).write(to: url.appending(path: nombre))
    }

    func leer(_ nombre: String) -> String? {
        (try? Data(contentsOf: url.appending(path: nombre))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every name in the folder, sorted.
    func nombres() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Puts a plain file where the folder was, so nothing can be written inside it any more.
    func convertirEnArchivo() {
        try! FileManager.default.removeItem(at: url)
        try! Data("no es una carpeta".utf8).write(to: url)
    }
}

/// 2026-11-30 16:17:00 UTC, so the copy of an unreadable file gets a name the tests can write out.
let ahoraFijo = Date(timeIntervalSince1970: 1_796_055_420)
