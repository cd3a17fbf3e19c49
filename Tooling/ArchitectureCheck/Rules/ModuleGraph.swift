/// The module graph of the product and its tooling (tests and test support are left out: they
/// would hide the shape), drawn as a Mermaid flowchart.
public struct ModuleGraph: Sendable, Equatable {
    public struct Node: Sendable, Equatable {
        public var name: String
        public var kind: TargetKind
        /// What the box says instead of "name · kind" (a node that stands for several modules).
        public var label: String?

        init(name: String, kind: TargetKind, label: String? = nil) {
            (self.name, self.kind, self.label) = (name, kind, label)
        }

        var text: String { label ?? "\(name) · \(kind.rawValue)" }
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
    }

    public private(set) var nodes: [Node]
    public private(set) var edges: [Edge]
    /// The module a part of the graph is drawn around, set apart from the others.
    public private(set) var highlighted: String?

    /// A part of a graph, drawn the same way.
    init(nodes: [Node], edges: [Edge], highlighted: String? = nil) {
        (self.nodes, self.edges, self.highlighted) = (nodes, edges, highlighted)
    }

    public init(package: DescribedPackage, policy: Policy) {
        let shown = package.targets
            .filter { target in
                let kind = policy.kind(of: target.name)
                return kind != .test && kind != .testSupport && kind != nil
            }
            .sorted { $0.name < $1.name }
        let included = Set(shown.map(\.name))
        nodes = shown.map { Node(name: $0.name, kind: policy.kind(of: $0.name) ?? .tooling) }
        edges = shown.flatMap { target in target.dependencies.filter(included.contains).sorted().map { Edge(from: target.name, to: $0) } }
    }

    public var mermaid: String {
        var lines = ["flowchart TD"]
        for node in nodes {
            lines.append("    \(node.name)[\"\(node.text)\"]")
        }
        for edge in edges {
            lines.append("    \(edge.from) --> \(edge.to)")
        }
        if let highlighted {
            lines.append("    style \(highlighted) fill:#fde68a,stroke:#b45309,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
