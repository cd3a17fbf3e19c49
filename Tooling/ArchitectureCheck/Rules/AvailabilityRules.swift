import Foundation

/// No declaration newer than the deployment target: every use, in the index of the build against
/// the SDK surface, of a symbol whose `@available` (read from the surface's symbol graphs) gives a
/// release after the one Package.swift's `platforms:` names is reported where it is written. A use
/// under `if #available` is reported too: the project has none.
struct AvailabilityRules {
    /// A release as numbers, compared part by part (`18.0` < `26.0`, `10.15` < `11.0`).
    struct Release: Comparable, CustomStringConvertible {
        var parts: [Int]

        init(_ text: String) { parts = text.split(separator: ".").map { Int($0) ?? 0 } }
        init(_ version: SymbolGraph.Availability.Version) { parts = [version.major, version.minor ?? 0, version.patch ?? 0] }

        static func < (a: Release, b: Release) -> Bool {
            let count = max(a.parts.count, b.parts.count)
            let (x, y) = (
                a.parts + Array(repeating: 0, count: count - a.parts.count), b.parts + Array(repeating: 0, count: count - b.parts.count)
            )
            return x.lexicographicallyPrecedes(y)
        }

        var description: String {
            let shown = parts.count > 2 && parts[2] == 0 ? Array(parts.prefix(2)) : parts
            return shown.map(String.init).joined(separator: ".")
        }
    }

    /// The release each symbol needs, by USR and platform (`ios`, `macos`, as Package.swift spells them).
    var introduced: [String: [String: Release]]
    /// Package.swift's deployment targets, by platform.
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
