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
        let tests = Set(package.targets.filter { $0.type == "test" }.map(\.name))
        // Longest folder first, so a target nested in another's folder owns its own files.
        let folders = package.targets.filter { !$0.path.isEmpty }.sorted { $0.path.count > $1.path.count }
        var owners: Set<String> = []
        for path in changed where everything == nil {
            if Self.decidesEverything.contains(path) || path == policyPath {
                everything = "\(path) decides how every target builds or is checked"
            } else if let folder = Self.foldersDecidingEverything.first(where: path.hasPrefix) {
                everything = "\(path) is in \(folder), which decides how everything is built and tested"
            } else if let owner = folders.first(where: { path.hasPrefix($0.path + "/") }) {
                owners.insert(owner.name)
            } else {
                everything = "\(path) belongs to no target"
            }
        }
        var selected = everything == nil ? owners : Set(package.targets.map(\.name))
        var pending = Array(selected)
        while let next = pending.popLast() {
            for dependent in package.targets where dependent.dependencies.contains(next) && selected.insert(dependent.name).inserted {
                pending.append(dependent.name)
            }
        }
        if !changed.isEmpty { selected.formUnion(readers) }
        targets = selected.sorted()
        testTargets = selected.filter(tests.contains).sorted()
    }

    /// A GitHub Actions matrix: `{"include":[{"target":"ArbitrosTests"}]}`.
    public var matrix: String {
        let entries = testTargets.map { #"{"target":"\#($0)"}"# }.joined(separator: ",")
        return #"{"include":[\#(entries)]}"#
    }
}
