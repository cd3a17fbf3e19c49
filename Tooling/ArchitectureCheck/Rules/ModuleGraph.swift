/// The module graph of the product and its tooling (tests and test support are left out: they
/// would hide the shape), rendered for Mermaid or Graphviz.
public struct ModuleGraph: Sendable, Equatable {
    public enum Format: String, Sendable, CaseIterable {
        case mermaid, dot
    }

    public var nodes: [(name: String, kind: TargetKind)] { zip(names, kinds).map { ($0, $1) } }
    private var names: [String]
    private var kinds: [TargetKind]
    public private(set) var edges: [(from: String, to: String)]
    /// The module a part of the graph is drawn around, set apart from the others.
    public private(set) var highlighted: String?

    public static func == (left: ModuleGraph, right: ModuleGraph) -> Bool {
        left.names == right.names && left.kinds == right.kinds && left.edges.elementsEqual(right.edges, by: { $0 == $1 })
            && left.highlighted == right.highlighted
    }

    /// A part of a graph, drawn the same way.
    init(nodes: [(name: String, kind: TargetKind)], edges: [(from: String, to: String)], highlighted: String? = nil) {
        names = nodes.map(\.name)
        kinds = nodes.map(\.kind)
        self.edges = edges
        self.highlighted = highlighted
    }

    public init(package: DescribedPackage, policy: Policy) {
        let shown = package.targets
            .filter { target in
                let kind = policy.kind(of: target.name)
                return kind != .test && kind != .testSupport && kind != nil
            }
            .sorted { $0.name < $1.name }
        let included = Set(shown.map(\.name))
        names = shown.map(\.name)
        kinds = shown.map { policy.kind(of: $0.name) ?? .tooling }
        edges = shown.flatMap { target in
            target.dependencies.filter(included.contains).sorted().map { (from: target.name, to: $0) }
        }
    }

    public func rendered(as format: Format) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }

    private func mermaid() -> String {
        var lines = ["flowchart TD"]
        for (name, kind) in nodes {
            lines.append("    \(name)[\"\(name) · \(kind.rawValue)\"]")
        }
        for edge in edges {
            lines.append("    \(edge.from) --> \(edge.to)")
        }
        if let highlighted {
            lines.append("    style \(highlighted) fill:#fde68a,stroke:#b45309,stroke-width:3px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dot() -> String {
        var lines = ["digraph modules {", "    rankdir=TB;", "    node [shape=box];"]
        for (name, kind) in nodes {
            let style = name == highlighted ? ", style=\"bold,filled\", fillcolor=\"#fde68a\"" : ""
            lines.append("    \"\(name)\" [label=\"\(name)\\n\(kind.rawValue)\"\(style)];")
        }
        for edge in edges {
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
