import Foundation

/// A fresh folder for one test, removed when the test lets go of it.
final class CarpetaTemporal {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "EquiposTests-\(UUID().uuidString)")
        // A test cannot run without its folder: failing here is a broken machine, not a result.
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
