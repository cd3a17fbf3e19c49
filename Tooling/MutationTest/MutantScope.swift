import ArchitectureCheck
import Foundation

/// Where mutants go: a feature's Domain and Data, the model, and the parts of Core that only Data
/// may use (Storage, Network). A feature's UI is left to its screens' tests.
struct MutantScope {
    static let layers = ["Domain", "Data"]

    /// The model, Core and the features, in that order: what a run mutates by default.
    let modules: [String]
    private let package: DescribedPackage
    private let model: String?
    private let core: String?
    private let restricted: [String]
    private let features: Set<String>

    /// `policy` with every target's kind (`Policy.withKinds(of:)`).
    init(package: DescribedPackage, policy: Policy) {
        let features = package.targets.filter { policy.targets[$0.name] == .feature }.map(\.name).sorted()
        self.package = package
        self.features = Set(features)
        model = policy.model
        core = policy.core.module
        restricted = policy.core.restricted
        modules = [policy.model, policy.core.module].compactMap { $0 } + features
    }

    /// The package at `repository` as SwiftPM describes it (DESCRIBE=FILE reads a saved
    /// `swift package describe --type json`), with its policy.
    static func described(at repository: URL) throws(MutationError) -> MutantScope {
        do {
            let package = try PackageDescriber.package(describedIn: ProcessInfo.processInfo.environment["DESCRIBE"], root: repository)
            let policy = try Policy.load(from: repository.appendingPathComponent("Tooling/architecture-policy.json"))
            return MutantScope(package: package, policy: try policy.withKinds(of: package))
        } catch {
            throw .failed(error.message)
        }
    }

    /// The module a mutant in `path` (from the repository root) belongs to, or nil when no mutant
    /// goes there.
    func module(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "Modules", path.hasSuffix(".swift") else { return nil }
        let (name, part) = (parts[1], parts[2])
        let mutated =
            name == model || (name == core && restricted.contains(part)) || (features.contains(name) && Self.layers.contains(part))
        return mutated ? name : nil
    }

    /// The test targets that can see `module`: its own, and those of every target that depends on
    /// it, which run only once its own pass.
    func testTargets(seeing module: String) -> [[String]] {
        var dependents: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for target in package.targets where target.dependencies.contains(next) && dependents.insert(target.name).inserted {
                pending.append(target.name)
            }
        }
        let own = "\(module)Tests"
        let others = package.targets.filter { $0.type == "test" && $0.name != own && dependents.contains($0.name) }.map(\.name)
        return [[own], others.sorted()]
    }
}
