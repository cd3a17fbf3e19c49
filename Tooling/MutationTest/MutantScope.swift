import ArchitectureCheck
import ToolSupport

/// Where mutants go: a feature's Domain and Data, the model, and the parts of Core that only Data
/// may use (Storage, Network). A feature's UI is left to its screens' tests.
struct MutantScope {
    static let layers = ["Domain", "Data"]

    let package: PackageModules

    /// The model, Core and the features, in that order: what a run mutates by default.
    var modules: [String] { package.names }

    /// The module a mutant in `path` (from the repository root) belongs to, or nil when no mutant
    /// goes there.
    func module(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "Modules", path.hasSuffix(".swift") else { return nil }
        let (name, part) = (parts[1], parts[2])
        let mutated =
            name == package.model || (name == package.core && package.restrictedCoreParts.contains(part))
            || (package.features.contains(name) && Self.layers.contains(part))
        return mutated ? name : nil
    }

    /// The test targets that can see `module`: its own, and those of every target that depends on
    /// it, which run only once its own pass.
    func testTargets(seeing module: String) -> [[String]] {
        let dependents = package.dependents(of: module)
        let own = "\(module)Tests"
        let others = package.package.targets.filter { $0.type == "test" && $0.name != own && dependents.contains($0.name) }
        return [[own], others.map(\.name).sorted()]
    }
}
