import Foundation

/// A module's public API as its contract file states it: one line per declaration, `NAME | TEXT`,
/// sorted, so a pull request's diff of the file is the change a reviewer approves. TEXT is the
/// declaration as Swift prints it without its parameters' internal names (renaming those breaks no
/// caller); a protocol's requirement says so, and whether it has a default; a conformance is its own
/// line (`Type: Protocol | conformance`).
struct PublicAPI: Sendable, Equatable {
    struct Declaration: Sendable, Hashable, Comparable {
        var name: String
        var text: String

        var line: String { name + " | " + text }
        var isRequirement: Bool { text.hasSuffix(" [requirement]") }
        var isEnumCase: Bool { text.hasPrefix("case ") }
        /// The type a member belongs to (`Torneo.fichando(_:en:)` → `Torneo`), nil for a top-level one.
        var parent: String? {
            let path = name.prefix { $0 != "(" }
            return path.lastIndex(of: ".").map { String(path[..<$0]) }
        }

        static func < (a: Declaration, b: Declaration) -> Bool { (a.name, a.text) < (b.name, b.text) }
    }

    var declarations: Set<Declaration>

    init(declarations: Set<Declaration>) { self.declarations = declarations }

    /// The API the symbol graphs of one module declare: the module's own graph and those of the
    /// modules it extends (`Partidos@Torneo`), whose names start with the extended module.
    init(graphs: [SymbolGraph]) {
        var names: [String: String] = [:]
        for graph in graphs {
            for symbol in graph.symbols {
                let prefix = symbol.swiftExtension.map { $0.extendedModule + "." } ?? ""
                names[symbol.identifier.precise] = prefix + symbol.pathComponents.joined(separator: ".")
            }
        }
        var declarations = Set<Declaration>()
        for graph in graphs {
            let requirements = Set(graph.relationships.filter { $0.kind == "requirementOf" }.map(\.source))
            let defaulted = Set(graph.relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.target))
            for symbol in graph.symbols where symbol.kind.identifier != "swift.extension" {
                guard let name = names[symbol.identifier.precise], let fragments = symbol.declarationFragments else { continue }
                var text = Self.declaration(fragments)
                if requirements.contains(symbol.identifier.precise) {
                    text += defaulted.contains(symbol.identifier.precise) ? " [requirement, has default]" : " [requirement]"
                }
                declarations.insert(Declaration(name: name, text: text))
            }
            for relationship in graph.relationships {
                let kind = ["conformsTo": "conformance", "inheritsFrom": "superclass"][relationship.kind]
                guard let kind, let source = names[relationship.source] else { continue }
                let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
                // Implied by Sendable, which has its own line.
                if target == "Swift.SendableMetatype" { continue }
                declarations.insert(Declaration(name: source + ": " + target, text: kind))
            }
        }
        self.declarations = declarations
    }

    /// The declaration's text with internal parameter names left out, on one line.
    static func declaration(_ fragments: [SymbolGraph.Symbol.Fragment]) -> String {
        var text = ""
        var previous = ""
        for fragment in fragments {
            if fragment.kind == "internalParam" {
                // `until deadline: X` reads `until: X`; `_ x: X` reads `_: X`.
                if previous == "externalParam", text.hasSuffix(" ") { text.removeLast() }
                continue
            }
            text += fragment.spelling
            if fragment.kind != "text" || !fragment.spelling.allSatisfy(\.isWhitespace) { previous = fragment.kind }
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Reads a contract file: `#` lines and blank lines are comments.
    init(contract: String) {
        declarations = Set(
            contract.split(separator: "\n").compactMap { line -> Declaration? in
                guard !line.hasPrefix("#"), let bar = line.range(of: " | ") else { return nil }
                return Declaration(name: String(line[..<bar.lowerBound]), text: String(line[bar.upperBound...]))
            })
    }

    /// The contract file of `module`.
    func contract(module: String) -> String {
        """
        # The public API of \(module), one declaration per line: written by
        # `swift run check-architecture api --update`, checked in CI. A pull request that removes or
        # changes a line breaks the modules that import \(module), so this module's owners approve it.

        """ + declarations.sorted().map { $0.line + "\n" }.joined()
    }
}
