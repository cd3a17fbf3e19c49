import Foundation

/// `platform.availability`, even under `if #available` (the project has none).
struct AvailabilityRules {
    /// A release as major, minor and patch, compared part by part (`18.0` < `26.0`, `10.15` < `11.0`).
    struct Release: Comparable, CustomStringConvertible {
        var parts: [Int]

        init(_ text: String) { parts = Array((text.split(separator: ".").map { Int($0) ?? 0 } + [0, 0, 0]).prefix(3)) }
        init(_ version: SymbolGraph.Availability.Version) { parts = [version.major, version.minor ?? 0, version.patch ?? 0] }

        static func < (a: Release, b: Release) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }

        var description: String { (parts[2] == 0 ? parts.prefix(2) : parts[...]).map(String.init).joined(separator: ".") }
    }

    /// The release each symbol needs, by USR and platform (`ios`, `macos`, as Package.swift spells them).
    var introduced: [String: [String: Release]]
    var targets: [String: String]

    func violations(_ files: [(place: SourceMap.Place, file: IndexedFile)]) -> [Violation] {
        var found: [Violation] = []
        for (place, file) in files {
            for occurrence in file.occurrences where occurrence.isWrittenReference {
                guard let needs = introduced[occurrence.usr] else { continue }
                for (platform, release) in needs.sorted(by: { $0.key < $1.key }) {
                    guard let target = targets[platform], Release(target) < release else { continue }
                    let name = ["ios": "iOS", "macos": "macOS"][platform] ?? platform
                    found.append(
                        Violation(
                            rule: .platformAvailability, file: place.path, line: occurrence.line, column: occurrence.column,
                            subject: "\(occurrence.name) (\(name) \(release))",
                            message: "\(occurrence.name) needs \(name) \(release); the package deploys to \(name) \(target)",
                            reason: "on a device with \(name) \(target) the symbol does not exist, so the app would not start there",
                            fix:
                                "use an API of \(name) \(target), or raise `platforms:` in Package.swift (and the Xcode project) to \(name) \(release)"
                        ))
                }
            }
        }
        return found
    }
}

/// `platform.unprobed`: the probes, compiled against the surface and on a Mac the real SDK, pin each use.
struct ProbeRules {
    /// The surface's declarations' names, by USR.
    var declared: [String: String]
    /// The USRs the probes reference.
    var probed: Set<String>
    static func referenced(in files: [IndexedFile]) -> Set<String> {
        Set(files.flatMap { $0.occurrences.filter(\.isWrittenReference).map(\.usr) })
    }

    func violations(_ files: [(place: SourceMap.Place, file: IndexedFile)]) -> [Violation] {
        var reported: Set<String> = []
        var found: [Violation] = []
        for (place, file) in files.sorted(by: { $0.place.path < $1.place.path }) {
            let uses = file.occurrences.filter(\.isWrittenReference).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            for occurrence in uses {
                guard let name = declared[occurrence.usr], !probed.contains(occurrence.usr), reported.insert(occurrence.usr).inserted else {
                    continue
                }
                found.append(
                    Violation(
                        rule: .platformUnprobed, file: place.path, line: occurrence.line, column: occurrence.column, subject: name,
                        message: "\(name) is used here, and no signature probe pins it to the SDK",
                        reason: "the SDK surface may declare it unlike the SDK does, and only a probe compiled against both would tell",
                        fix:
                            "name it in Tooling/AppleSurface/Probes with the types this code relies on (the macOS job compiles the probes against the SDK)"
                    ))
            }
        }
        return found
    }
}

/// What the SDK surface declares, read from its symbol graphs (a `*.symbols.json` per module).
struct SurfaceSymbols {
    /// A declaration's path and name, as a person finds it on its SDK page (`Text.init(_:)`), by USR.
    var names: [String: String] = [:]
    var introduced: [String: [String: AvailabilityRules.Release]] = [:]

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
