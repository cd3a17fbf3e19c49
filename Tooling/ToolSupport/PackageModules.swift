public import ArchitectureCheck
public import Foundation

/// The package's modules as the tools see them, read from `swift package describe` and the policy,
/// so no tool keeps a list of its own: a feature added with `new-feature` is in from the next run.
public struct PackageModules: Sendable {
    public let package: DescribedPackage
    public let model: String?
    public let core: String?
    /// The parts of Core only Data may use (Storage, Network).
    public let restrictedCoreParts: [String]
    /// Alphabetical.
    public let features: [String]
    /// The features no other feature depends on.
    public let leaves: [String]
    /// The libraries and executables in Apps/.
    public let apps: [String]

    /// `policy` with every target's kind (`Policy.withKinds(of:)`).
    public init(package: DescribedPackage, policy: Policy) {
        self.package = package
        model = policy.model
        core = policy.core.module
        restrictedCoreParts = policy.core.restricted
        let features = package.targets.filter { policy.targets[$0.name] == .feature }.map(\.name).sorted()
        self.features = features
        let used = Set(package.targets.filter { features.contains($0.name) }.flatMap(\.dependencies))
        leaves = features.filter { !used.contains($0) }
        apps = package.targets.filter { policy.targets[$0.name] == .app || ($0.path.hasPrefix("Apps/") && $0.type == "executable") }
            .map(\.name).sorted()
    }

    /// The package at `repository` as SwiftPM describes it (DESCRIBE=FILE reads a saved
    /// `swift package describe --type json`), with its policy.
    public static func described(at repository: URL) throws(ToolError) -> PackageModules {
        do {
            let package = try PackageDescriber.package(describedIn: ProcessInfo.processInfo.environment["DESCRIBE"], root: repository)
            let policy = try Policy.load(from: repository.appendingPathComponent("Tooling/architecture-policy.json"))
            return PackageModules(package: package, policy: try policy.withKinds(of: package))
        } catch {
            throw .failed(error.message)
        }
    }

    /// The model, Core and the features, in that order: what the tools edit by default.
    public var names: [String] { [model, core].compactMap { $0 } + features }

    /// Every target that depends on `module`, directly or not.
    public func dependents(of module: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for target in package.targets where target.dependencies.contains(next) && found.insert(target.name).inserted {
                pending.append(target.name)
            }
        }
        return found
    }
}
