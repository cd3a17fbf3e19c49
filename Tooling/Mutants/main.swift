// Reads Swift files with the compiler's own parser, for the scripts in Tooling/. Paths are read
// relative to the working directory and printed as given.
//
//   mutants FILE...              the mutants (`MutantFinder`), one JSON object a line, each a
//                                syntax-tree edit given as the bytes to replace
//   mutants --edits FILE...      what build-isolation.sh may edit (`EditFinder`) and every name the
//                                files use, counted: one JSON object,
//                                {"bodies": [...], "publicTypes": [{"file", "name"}], "names": {name: count}}
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

struct Edits: Encodable {
    var bodies: [EditFinder.Body] = []
    var publicTypes: [EditFinder.PublicType] = []
    var names: [String: Int] = [:]
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let arguments = Array(CommandLine.arguments.dropFirst())
let edited = arguments.first == "--edits"
var failed = false
var edits = Edits()
for path in arguments.dropFirst(edited ? 1 : 0) {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(path) as UTF-8 text\n".utf8))
        failed = true
        continue
    }
    let tree = Parser.parse(source: text)
    if edited {
        let finder = EditFinder(file: path, tree: tree)
        finder.walk(tree)
        edits.bodies += finder.bodies
        edits.publicTypes += finder.publicTypes
        let counter = NameCounter()
        counter.walk(tree)
        edits.names.merge(counter.counts, uniquingKeysWith: +)
    } else {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        let finder = MutantFinder(file: path, text: text, tree: folded)
        finder.walk(folded)
        for mutant in finder.found {
            FileHandle.standardOutput.write(try encoder.encode(mutant) + Data("\n".utf8))
        }
    }
}
if edited {
    FileHandle.standardOutput.write(try encoder.encode(edits) + Data("\n".utf8))
}
exit(failed ? 1 : 0)
