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
        let bases = Set([root.standardizedFileURL.path, root.standardizedFileURL.resolvingSymlinksInPath().path])
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
                        absolute: root.appendingPathComponent(relative).path))
            }
        }
        self.sources = sources
        self.byPath = byPath
    }

    func place(of file: IndexedFile) -> Place? {
        place(ofPath: file.path)
    }

    func place(ofPath path: String) -> Place? {
        byPath[path].map { sources[$0] } ?? byPath[URL(fileURLWithPath: path).standardizedFileURL.path].map { sources[$0] }
    }

    /// The files of the index that are sources of today's package, with their places.
    func located(_ index: [IndexedFile]) -> [(place: Place, file: IndexedFile)] {
        index.compactMap { file in place(of: file).map { ($0, file) } }
    }
}
