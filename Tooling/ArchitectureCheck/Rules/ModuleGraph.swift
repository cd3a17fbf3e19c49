/// The module graph without tests and test support (they would hide the shape), as Mermaid.
public struct ModuleGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public var name: String
        /// What the box says: "name · kind", or what a box that stands for several modules is.
        public var text: String

        static func module(_ name: String, _ kind: TargetKind?) -> Node {
            Node(name: name, text: "\(name) · \((kind ?? .tooling).rawValue)")
        }
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
    }

    public private(set) var nodes: [Node]
    public private(set) var edges: [Edge]
    /// The module a part of the graph is drawn around, set apart from the others.
    public private(set) var highlighted: String?

    init(nodes: [Node], edges: [Edge], highlighted: String? = nil) {
        (self.nodes, self.edges, self.highlighted) = (nodes, edges, highlighted)
    }

    public init(package: DescribedPackage, policy: Policy) {
        let shown = package.targets.filter { ![nil, .test, .testSupport].contains(policy.kind(of: $0.name)) }.sorted { $0.name < $1.name }
        let included = Set(shown.map(\.name))
        nodes = shown.map { .module($0.name, policy.kind(of: $0.name)) }
        edges = shown.flatMap { target in target.dependencies.filter(included.contains).sorted().map { Edge(from: target.name, to: $0) } }
    }

    public var mermaid: String {
        let lines =
            ["flowchart TD"] + nodes.map { "    \($0.name)[\"\($0.text)\"]" } + edges.map { "    \($0.from) --> \($0.to)" }
            + (highlighted.map { ["    style \($0) fill:#fde68a,stroke:#b45309,stroke-width:3px"] } ?? [])
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A module and the product modules it uses: its README's chart (CheckArchitecture.md, "Generated documents…").
public struct ModuleNeighbourhood: Sendable, Equatable {
    static let everyFeature = ModuleGraph.Node(name: "EveryFeature", text: "every feature")

    public var module: String
    /// Alphabetical; `EveryFeature` in place of the features when the module uses them all.
    public var dependencies: [String]
    public var graph: ModuleGraph

    public init(of module: String, package: DescribedPackage, policy: Policy, products: Set<String>? = nil) {
        let products = products ?? Self.productModules(package: package, policy: policy)
        var dependencies = Set(package.target(named: module)?.dependencies ?? []).filter { $0 != module && products.contains($0) }
        let features = Set(policy.features)
        if features.count > 1, features.isSubset(of: dependencies) {
            dependencies = dependencies.subtracting(features).union([Self.everyFeature.name])
        }
        self.module = module
        self.dependencies = dependencies.sorted()
        let nodes = ([module] + dependencies).sorted().map { name in
            name == Self.everyFeature.name ? Self.everyFeature : .module(name, policy.kind(of: name))
        }
        graph = ModuleGraph(nodes: nodes, edges: self.dependencies.map { .init(from: module, to: $0) }, highlighted: module)
    }

    /// What ships: the model, Core, the features, the app and the executables built on the app.
    static func productModules(package: DescribedPackage, policy: Policy) -> Set<String> {
        Set(package.targets.map(\.name).filter { policy.kind(of: $0)?.isProductLibrary == true }).union(policy.appAndShells(of: package))
    }

    /// One line that reads without the chart: "Depends on: Core, Torneo."
    public var summary: String {
        let names = dependencies.map { $0 == Self.everyFeature.name ? Self.everyFeature.text : $0 }
        return "Depends on: \(names.isEmpty ? "none" : names.joined(separator: ", "))."
    }
}
