import Foundation

/// A fresh folder for one test, removed when the test lets go of it.
final class CarpetaTemporal {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "ArbitrosTests-\(UUID().uuidString)")
        // A test cannot run without its folder: failing here is a broken machine, not a result.
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Names of what the folder holds, sorted.
    var contenido: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// 2026-01-01 00:00:00 UTC: names the copy of an unreadable file.
let instanteFijo: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_767_225_600) }
