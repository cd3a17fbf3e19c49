import Foundation

/// Where each Swift source of today's package sits, by the absolute path its unit names.
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

    func located(_ index: [IndexedFile]) -> [(place: Place, file: IndexedFile)] {
        index.compactMap { file in
            (byPath[file.path] ?? byPath[URL(fileURLWithPath: file.path).standardizedFileURL.path]).map { (sources[$0], file) }
        }
    }

    /// The newest source without a unit or modified after it; nil when the index is current.
    func staleSource(in index: [IndexedFile]) -> (path: String, problem: String)? {
        var written: [String: Date] = [:]
        for (place, file) in located(index) {
            written[place.path] = max(written[place.path] ?? .distantPast, file.unitWritten)
        }
        var newest: (path: String, problem: String, modified: Date)?
        for place in sources {
            let modified = modificationDate(place.absolute) ?? .distantFuture
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

/// A path or `file://` URI from `root` (as given or with its links resolved) when inside it.
func relativePath(_ path: String, to root: URL) -> String {
    let path = URL(string: path).flatMap { $0.isFileURL ? $0.path : nil } ?? path
    for base in [root.standardizedFileURL.path, root.resolvingSymlinksInPath().path] {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
}
