/// A module with the product modules it uses, direct: the small graph a module's README shows.
///
/// Only what the module's own team decides is shown, so that another team adding a feature never
/// changes this README: no "used by" list (the whole graph is in the policy's graph document), and
/// a module that uses every feature (the app, the demo) shows them as one box, "every feature".
public struct ModuleNeighbourhood: Sendable, Equatable {
    static let everyFeature = ModuleGraph.Node(name: "EveryFeature", kind: .feature, label: "every feature")

    public var module: String
    /// Alphabetical; `EveryFeature` in place of the features when the module uses them all.
    public var dependencies: [String]
    /// The kind of every module shown, for the labels.
    private var kinds: [String: TargetKind]

    /// `products` are `productModules(package:policy:)`, given when known.
    public init(of module: String, package: DescribedPackage, policy: Policy, products: Set<String>? = nil) {
        let products = products ?? Self.productModules(package: package, policy: policy)
        self.module = module
        var dependencies = Set(package.target(named: module)?.dependencies ?? []).filter { $0 != module && products.contains($0) }
        let features = Set(policy.features)
        if features.count > 1, features.isSubset(of: dependencies) {
            dependencies = dependencies.subtracting(features).union([Self.everyFeature.name])
        }
        self.dependencies = dependencies.sorted()
        kinds = Dictionary(uniqueKeysWithValues: ([module] + self.dependencies).map { ($0, policy.kind(of: $0) ?? .tooling) })
    }

    /// What ships: the model, Core, the features, the app and the executables built on the app.
    /// Tests, test support, tooling and the tools' own executables would only hide the shape.
    static func productModules(package: DescribedPackage, policy: Policy) -> Set<String> {
        Set(package.targets.map(\.name).filter { policy.kind(of: $0)?.isProductLibrary == true }).union(policy.appAndShells(of: package))
    }

    /// The module highlighted, with an arrow from it to each dependency.
    public var graph: ModuleGraph {
        let nodes = kinds.keys.sorted().map { name in
            name == Self.everyFeature.name ? Self.everyFeature : ModuleGraph.Node(name: name, kind: kinds[name] ?? .tooling)
        }
        return ModuleGraph(nodes: nodes, edges: dependencies.map { ModuleGraph.Edge(from: module, to: $0) }, highlighted: module)
    }

    /// One line that reads without the chart: "Depends on: Core, Torneo."
    public var summary: String {
        let names = dependencies.map { $0 == Self.everyFeature.name ? Self.everyFeature.label ?? $0 : $0 }
        return "Depends on: \(names.isEmpty ? "none" : names.joined(separator: ", "))."
    }
}
