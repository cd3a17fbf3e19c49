/// Which targets a change can break: the targets that own the changed files, and every target that
/// depends on those, transitively. What cannot be mapped safely selects everything, so a change
/// never skips a test that could fail.
public struct AffectedTargets: Sendable, Equatable {
    /// Why everything was selected, or nil when the selection follows from the graph.
    public var everything: String?
    /// Selected targets, alphabetical; every target when `everything` is set.
    public var targets: [String]
    /// The selected test targets, alphabetical.
    public var testTargets: [String]

    /// Files outside every target that still decide what every test sees.
    static let decidesEverything = ["Package.swift", "Package.resolved", ".swift-version"]
    static let foldersDecidingEverything = [".ci/", ".github/"]

    /// Words in a test's sources that show it reads the repository's own files as data (it then
    /// depends on every file, not only on its target's dependencies).
    static let readsTheRepository = ["#filePath", "#file", "currentDirectoryPath"]

    /// `changed` are paths relative to the repository root, deleted and renamed ones included (a
    /// file counts for the target it was in). `readers` are the test targets that read the
    /// repository's files; any change selects them.
    public init(changed: [String], package: DescribedPackage, policyPath: String, readers: Set<String>) {
        let all = package.targets.map(\.name).sorted()
        let tests = Set(package.targets.filter { $0.type == "test" }.map(\.name))
        func selectAll(_ reason: String) -> (String?, Set<String>) { (reason, Set(all)) }

        let (reason, selected): (String?, Set<String>) = {
            var owners: Set<String> = []
            // Longest folder first, so a target nested in another's folder owns its own files.
            let folders = package.targets.filter { !$0.path.isEmpty }.sorted { $0.path.count > $1.path.count }
            for path in changed {
                if Self.decidesEverything.contains(path) || path == policyPath {
                    return selectAll("\(path) decides how every target builds or is checked")
                }
                if let folder = Self.foldersDecidingEverything.first(where: path.hasPrefix) {
                    return selectAll("\(path) is in \(folder), which decides how everything is built and tested")
                }
                guard let owner = folders.first(where: { path.hasPrefix($0.path + "/") }) else {
                    return selectAll("\(path) belongs to no target")
                }
                owners.insert(owner.name)
            }
            var dependents: [String: [String]] = [:]
            for target in package.targets {
                for dependency in target.dependencies { dependents[dependency, default: []].append(target.name) }
            }
            var selected = owners
            var pending = Array(owners)
            while let next = pending.popLast() {
                for dependent in dependents[next, default: []] where selected.insert(dependent).inserted {
                    pending.append(dependent)
                }
            }
            if !changed.isEmpty { selected.formUnion(readers) }
            return (nil, selected)
        }()
        everything = reason
        targets = selected.sorted()
        testTargets = selected.filter(tests.contains).sorted()
    }

    /// A GitHub Actions matrix: `{"include":[{"target":"ArbitrosTests"}]}`.
    public var matrix: String {
        let entries = testTargets.map { #"{"target":"\#($0)"}"# }.joined(separator: ",")
        return #"{"include":[\#(entries)]}"#
    }
}
