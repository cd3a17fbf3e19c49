import Foundation

/// Where each Swift source of today's package sits, found by the absolute path the compiler's units
/// name. Only what `swift package describe` lists counts: units of files deleted or moved since the
/// last build are ignored.
struct SourceMap: Sendable {
    struct Place: Sendable, Equatable {
        var target: String
        var kind: TargetKind?
        /// The first folder under the target's path: a feature's layer, a part of Core.
        var folder: String?
        /// Relative to the repository root, as reports print it.
        var path: String
        var absolute: String
    }

    /// Swift sources in the package's order.
    let sources: [Place]
    private let byPath: [String: Int]

    init(policy: Policy, package: DescribedPackage, root: URL) {
        // The root as given and with its links resolved: units name files either way.
        let base = root.standardizedFileURL
        let bases = Set([base.path, base.resolvingSymlinksInPath().path])
        var sources: [Place] = []
        var byPath: [String: Int] = [:]
        for target in package.targets where target.isSwift {
            for source in target.sources {
                let relative = target.path.isEmpty ? source : target.path + "/" + source
                let components = source.split(separator: "/")
                let folder = components.count > 1 ? String(components[0]) : nil
                for base in bases { byPath[base + "/" + relative] = sources.count }
                sources.append(
                    Place(
                        target: target.name, kind: policy.kind(of: target.name), folder: folder, path: relative,
                        absolute: base.path + "/" + relative))
            }
        }
        self.sources = sources
        self.byPath = byPath
    }

    func place(of file: IndexedFile) -> Place? {
        (byPath[file.path] ?? byPath[URL(fileURLWithPath: file.path).standardizedFileURL.path]).map { sources[$0] }
    }

    /// The files of the index that are sources of today's package, with their places.
    func located(_ index: [IndexedFile]) -> [(place: Place, file: IndexedFile)] {
        index.compactMap { file in place(of: file).map { ($0, file) } }
    }

    /// The newest source that has no unit, or was modified after the compiler wrote its unit; nil
    /// when the index is current: the check never reports on an index older than the code.
    func staleSource(in index: [IndexedFile]) -> (path: String, problem: String)? {
        var written: [String: Date] = [:]
        for (place, file) in located(index) {
            written[place.path] = max(written[place.path] ?? .distantPast, file.unitWritten)
        }
        var newest: (path: String, problem: String, modified: Date)?
        for place in sources {
            let modified = fileStatus(place.absolute)?.modified ?? .distantFuture
            guard modified > newest?.modified ?? .distantPast else { continue }
            if let unit = written[place.path] {
                if modified > unit { newest = (place.path, "was modified after the index was written", modified) }
            } else {
                newest = (place.path, "has no unit in the index", modified)
            }
        }
        return newest.map { ($0.path, $0.problem) }
    }
}

/// A path, or a `file://` URI, from `root` when it is inside it (the root as given or with its links
/// resolved), else as it is.
func relativePath(_ path: String, to root: URL) -> String {
    let path = URL(string: path).flatMap { $0.isFileURL ? $0.path : nil } ?? path
    for base in [root.standardizedFileURL.path, root.resolvingSymlinksInPath().path] {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
}
