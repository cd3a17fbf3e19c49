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

    func contract(module: String) -> String {
        """
        # The public API of \(module), one declaration per line: written by
        # `swift run check-architecture api --update`, checked in CI. A pull request that removes or
        # changes a line breaks the modules that import \(module), so this module's owners approve it.

        """ + declarations.sorted().map { $0.line + "\n" }.joined()
    }
}

/// A difference between a contract and the API: breaking when code that compiled against it may not.
struct APIChange: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case removed
        /// The same name, another declaration: a changed signature, type, effect or default.
        case changed(from: String)
        /// A protocol requirement without a default: every conforming type must add it.
        case newRequirement
        /// An enum case: an exhaustive `switch` in another module stops compiling.
        case newCase
        case added
    }

    var kind: Kind
    var declaration: PublicAPI.Declaration

    var isBreaking: Bool { kind != .added }

    var text: String {
        switch kind {
        case .removed: "removed: \(declaration.line)"
        case .changed(let from): "changed: \(declaration.name) | \(from) → \(declaration.text)"
        case .newRequirement: "new requirement, every conforming type must add it: \(declaration.line)"
        case .newCase: "new case, an exhaustive switch elsewhere stops compiling: \(declaration.line)"
        case .added: "added: \(declaration.line)"
        }
    }

    /// What `current` changes in `baseline`, in the contract's order.
    static func changes(from baseline: PublicAPI, to current: PublicAPI) -> [APIChange] {
        var added = current.declarations.subtracting(baseline.declarations)
        var changes: [APIChange] = []
        for old in baseline.declarations.subtracting(current.declarations).sorted() {
            if let new = added.sorted().first(where: { $0.name == old.name }) {
                added.remove(new)
                changes.append(APIChange(kind: .changed(from: old.text), declaration: new))
            } else {
                changes.append(APIChange(kind: .removed, declaration: old))
            }
        }
        // A new requirement or case breaks only a protocol or an enum that others already used.
        let before = Set(baseline.declarations.map(\.name))
        for new in added {
            let existed = new.parent.map(before.contains) ?? false
            let kind: Kind = !existed ? .added : new.isRequirement ? .newRequirement : new.isEnumCase ? .newCase : .added
            changes.append(APIChange(kind: kind, declaration: new))
        }
        return changes.sorted { $0.declaration < $1.declaration }
    }
}

/// Public symbols in a feature's `Domain/` without a doc comment of their own (an inherited one does not count).
enum UndocumentedDomain {
    struct Finding: Hashable, Comparable {
        /// From the repository root, and the line counted from 1.
        var path: String
        var line: Int
        var what: String

        static func < (a: Finding, b: Finding) -> Bool { (a.path, a.line, a.what) < (b.path, b.line, b.what) }

        var message: String { "\(path):\(line): error: public \(what) in a feature's Domain has no doc comment (///)" }
    }

    static func findings(in graphs: [SymbolGraph], feature: String, root: URL) -> [Finding] {
        let folder = "Modules/\(feature)/Domain/"
        let found = graphs.flatMap(\.symbols).compactMap { symbol -> Finding? in
            // A symbol the compiler synthesized has no place to write a comment on; an inherited
            // comment is written at another place.
            guard let location = symbol.location else { return nil }
            let comment = symbol.docComment
            let written = comment?.lines.contains { !$0.text.allSatisfy(\.isWhitespace) } == true
            if written, comment?.uri == location.uri { return nil }
            let path = relativePath(location.uri, to: root)
            guard path.hasPrefix(folder) else { return nil }
            let kind = (symbol.kind.displayName ?? symbol.kind.identifier).lowercased()
            return Finding(path: path, line: location.position.line + 1, what: "\(kind) \(symbol.pathComponents.joined(separator: "."))")
        }
        // A symbol may be in two graphs (its module's and the one of the module it extends).
        return Set(found).sorted()
    }
}
