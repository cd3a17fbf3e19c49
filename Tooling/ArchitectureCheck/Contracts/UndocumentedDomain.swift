import Foundation

/// The public symbols declared in a feature's `Domain/` folder with no doc comment of their own. A
/// feature's Domain is the contract other teams read, so each of its public symbols says what it is
/// where it is declared: a comment it only inherits (from the protocol requirement it implements, or
/// from the standard library) does not count.
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
            // A symbol the compiler synthesized has no place to write a comment on.
            guard let location = symbol.location, !hasOwnComment(symbol) else { return nil }
            let path = relativePath(location.uri, to: root)
            guard path.hasPrefix(folder) else { return nil }
            let kind = (symbol.kind.displayName ?? symbol.kind.identifier).lowercased()
            return Finding(path: path, line: location.position.line + 1, what: "\(kind) \(symbol.pathComponents.joined(separator: "."))")
        }
        // A symbol may be in two graphs (its module's and the one of the module it extends).
        return Set(found).sorted()
    }

    static func hasOwnComment(_ symbol: SymbolGraph.Symbol) -> Bool {
        guard let comment = symbol.docComment, comment.lines.contains(where: { !$0.text.allSatisfy(\.isWhitespace) }) else {
            return false
        }
        return comment.uri == symbol.location?.uri
    }
}
