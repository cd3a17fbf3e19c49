import Foundation

/// What the SDK surface declares, read from its symbol graphs (`swift-symbolgraph-extract`, a
/// `*.symbols.json` per module): each declaration's name and the releases that introduced it.
struct SurfaceSymbols {
    /// A declaration's path and name, as a person finds it on its SDK page (`Text.init(_:)`), by USR.
    var names: [String: String] = [:]
    /// The release each symbol needs, by USR and platform (`ios`, `macos`, as Package.swift spells them).
    var introduced: [String: [String: AvailabilityRules.Release]] = [:]

    /// The symbols of every `*.symbols.json` in `folder`.
    static func load(from folder: URL) throws(CheckError) -> SurfaceSymbols {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".symbols.json") } ?? []
        guard !files.isEmpty else {
            throw .unreadableInput(path: folder.path, fix: "write the SDK surface's symbol graphs there (swift-symbolgraph-extract)")
        }
        var surface = SurfaceSymbols()
        for file in files.sorted() {
            let url = folder.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url) else { throw .unreadableInput(path: url.path, fix: "extract it again") }
            let graph = try SymbolGraph.decode(data, path: url.path)
            for symbol in graph.symbols {
                let usr = symbol.identifier.precise
                surface.names[usr] = ([graph.module.name] + symbol.pathComponents).joined(separator: ".")
                for availability in symbol.availability ?? [] {
                    guard let version = availability.introduced else { continue }
                    surface.introduced[usr, default: [:]][availability.domain.lowercased()] = AvailabilityRules.Release(version)
                }
            }
        }
        return surface
    }
}
