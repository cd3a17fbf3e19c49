/// A module with the product modules it uses and the product modules that use it, both direct:
/// the small graph a module's README shows.
public struct ModuleNeighbourhood: Sendable, Equatable {
    public var module: String
    /// Alphabetical.
    public var dependencies: [String]
    /// Alphabetical.
    public var dependents: [String]
    /// The kind of every module shown, for the labels.
    private var kinds: [String: TargetKind]

    /// `products` are `productModules(package:policy:)`, given when known.
    public init(of module: String, package: DescribedPackage, policy: Policy, products: Set<String>? = nil) {
        let products = products ?? Self.productModules(package: package, policy: policy)
        self.module = module
        let target = package.target(named: module)
        dependencies = Set(target?.dependencies ?? []).filter { $0 != module && products.contains($0) }.sorted()
        dependents = package.targets
            .filter { $0.name != module && products.contains($0.name) && $0.dependencies.contains(module) }
            .map(\.name)
            .sorted()
        // A cycle makes a module both a dependency and a dependent: it is still one node.
        kinds = Dictionary(
            ([module] + dependencies + dependents).map { ($0, policy.kind(of: $0) ?? .tooling) }, uniquingKeysWith: { first, _ in first })
    }

    /// What ships: the model, Core, the features, the app and the executables built on the app.
    /// Tests, test support, tooling and the tools' own executables would only hide the shape.
    static func productModules(package: DescribedPackage, policy: Policy) -> Set<String> {
        let libraries = Set(package.targets.map(\.name).filter { [.model, .core, .feature, .app].contains(policy.kind(of: $0)) })
        let apps = Set(libraries.filter { policy.kind(of: $0) == .app })
        let appExecutables = package.targets
            .filter { policy.kind(of: $0.name) == .executable && $0.dependencies.contains(where: apps.contains) }
            .map(\.name)
        return libraries.union(appExecutables)
    }

    /// The module highlighted, with an arrow from each dependent to it and from it to each dependency.
    public var graph: ModuleGraph {
        let nodes = kinds.keys.sorted().map { ModuleGraph.Node(name: $0, kind: kinds[$0] ?? .tooling) }
        let edges = dependents.map { ModuleGraph.Edge(from: $0, to: module) } + dependencies.map { ModuleGraph.Edge(from: module, to: $0) }
        return ModuleGraph(nodes: nodes, edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }, highlighted: module)
    }

    /// One line that reads without the chart: "Depends on: Core, Torneo. Used by: Marcador."
    public var summary: String {
        "Depends on: \(Self.list(dependencies)). Used by: \(Self.list(dependents))."
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
