import Foundation

/// Every SDK declaration the code uses is pinned by a signature probe: the probes are a file that
/// names each one with the types the code relies on, compiled here against the SDK surface and on
/// a Mac against the real SDK, so a surface that says more (or other) than the SDK fails one of the
/// two builds. A use of a surface declaration that no probe names is reported at its first use.
struct ProbeRules {
    /// The surface's declarations, by USR.
    var declared: [String: String]
    /// The USRs the probes' source writes a reference to, read from the index of their compilation.
    var probed: Set<String>
    /// Where the probes are, for the fix.
    var probesFolder = "Tooling/AppleSurface/Probes"

    /// The USRs `files` writes a reference to.
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
                            "name it in \(probesFolder) with the types this code relies on (the macOS job compiles the probes against the SDK)"
                    ))
            }
        }
        return found
    }
}
