import Foundation

/// A fresh folder per test, removed when the test is done with it.
final class CarpetaTemporal {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("marcador-app-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var archivos: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}
