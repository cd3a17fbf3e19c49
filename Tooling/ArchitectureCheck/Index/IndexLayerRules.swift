public import Foundation

/// The layer rules applied to every reference the compiler recorded: types, functions, properties,
/// enum cases, typealiases (followed to what they name), attribute and macro arguments alike. The
/// index has resolved each reference to its declaration, so nothing is guessed from spelling.
public struct IndexLayerRules: Sendable {
    /// Where a source file of today's package sits: its target, that target's kind, and the first
    /// folder under the target (a feature's layer, a part of Core).
    struct Place: Sendable, Equatable {
        var target: String
        var kind: TargetKind
        var folder: String?
        /// Relative to the repository root, as reports print it.
        var path: String
    }

    let policy: Policy
    /// Absolute, standardised path → place. Only today's `swift package describe` sources: units of
    /// files deleted or moved since the last build are ignored.
    let places: [String: Place]

    public init(policy: Policy, package: DescribedPackage, root: URL) {
        self.policy = policy
        let base = root.standardizedFileURL.resolvingSymlinksInPath()
        var places: [String: Place] = [:]
        for target in package.targets {
            guard let kind = policy.kind(of: target.name) else { continue }
            for source in target.sources {
                let relative = target.path + "/" + source
                let folder = source.split(separator: "/").count > 1 ? source.split(separator: "/").first.map(String.init) : nil
                places[Self.key(base.appendingPathComponent(relative).path)] = Place(
                    target: target.name, kind: kind, folder: folder, path: relative)
            }
        }
        self.places = places
    }

    static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// "path:line" of every line of today's sources on which the index recorded something: the code
    /// the compiler saw.
    public func indexedLines(_ files: [IndexedFile]) -> Set<String> {
        var lines: Set<String> = []
        for file in files {
            guard let place = places[Self.key(file.path)] else { continue }
            for occurrence in file.occurrences { lines.insert("\(place.path):\(occurrence.line)") }
        }
        return lines
    }

    /// The findings, each at the reference's file, line and column.
    public func check(_ files: [IndexedFile]) -> [Violation] {
        let located = files.compactMap { file in places[Self.key(file.path)].map { (place: $0, file: file) } }
        var definitions: [String: Declaration] = [:]
        var aliased: [String: [String]] = [:]
        for (place, file) in located {
            let referencesByLine = Dictionary(grouping: file.occurrences.filter(\.isWrittenReference), by: \.line)
            for occurrence in file.occurrences where occurrence.isDefinition {
                if definitions[occurrence.usr] == nil {
                    definitions[occurrence.usr] = Declaration(place: place, line: occurrence.line, name: occurrence.name)
                }
                if occurrence.kind == IndexedOccurrence.typealiasKind {
                    // What the alias names is referenced on its own line.
                    aliased[occurrence.usr] = (referencesByLine[occurrence.line] ?? []).map(\.usr).filter { $0 != occurrence.usr }
                }
            }
        }
        var found: [Violation] = []
        var seen: Set<String> = []
        for (place, file) in located where place.kind == .feature {
            guard let layer = place.folder, policy.layers.folders.contains(layer) else { continue }
            for reference in file.occurrences where reference.isWrittenReference {
                for usr in Self.followingAliases(reference.usr, aliased) {
                    guard let declared = definitions[usr] else { continue }
                    let name = usr == reference.usr ? reference.name : "\(reference.name), an alias of \(declared.name)"
                    guard let violation = violation(reference, named: name, in: place, layer: layer, declared: declared) else { continue }
                    // One finding per use: `Tipo()` also references the initialiser, at the same place.
                    let usedPlace = "\(declared.place.target)/\(declared.place.folder ?? "?")"
                    if seen.insert("\(place.path):\(reference.line):\(reference.column):\(usedPlace)").inserted {
                        found.append(violation)
                    }
                }
            }
        }
        return found.sorted(by: Violation.ordered)
    }

    /// The symbol and, through typealiases (of typealiases), what it finally names.
    static func followingAliases(_ usr: String, _ aliased: [String: [String]]) -> [String] {
        var result = [usr]
        var pending = aliased[usr] ?? []
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += aliased[next] ?? []
        }
        return result
    }

    struct Declaration: Sendable {
        var place: Place
        var line: Int
        var name: String
    }

    private func violation(_ reference: IndexedOccurrence, named name: String, in place: Place, layer: String, declared: Declaration)
        -> Violation?
    {
        let used = declared.place
        guard
            let rule = policy.layerRule(
                from: layer, sameTarget: used.target == place.target, declaredKind: used.kind, declaredLayer: used.folder)
        else { return nil }
        return policy.layerViolation(
            rule, file: place.path, line: reference.line, column: reference.column, user: (place.target, layer), used: name,
            declared: (used.target, used.folder, used.path, declared.line), declaredName: declared.name)
    }
}
