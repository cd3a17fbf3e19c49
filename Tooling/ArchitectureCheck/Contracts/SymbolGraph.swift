import Foundation

/// The parts of a symbol graph (`swift-symbolgraph-extract`, one file per module and one per module
/// it extends) that a public-API contract and its documentation read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable {
            var identifier: String
            var displayName: String?
        }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
        }
        struct Extension: Decodable { var extendedModule: String }
        /// Where it is declared: a `file://` URI and a line counted from 0.
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        /// Its doc comment, and the file that comment is written in (another one when inherited).
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var uri: String?
            var lines: [Line]
        }

        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var swiftExtension: Extension?
        /// The releases that introduced it, from its `@available` (`iOS`, `macOS`…).
        var availability: [Availability]?
        var location: Location?
        var docComment: DocComment?
    }

    struct Availability: Decodable {
        struct Version: Decodable {
            var major: Int
            var minor: Int?
            var patch: Int?
        }
        var domain: String
        var introduced: Version?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    struct Module: Decodable { var name: String }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    static func decode(_ data: Data, path: String) throws(CheckError) -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw .unreadableInput(path: path, fix: "it is not a symbol graph (\(error.localizedDescription)); rebuild and run again")
        }
    }
}
