// Prints the mutants of Swift files, one JSON object a line, for Tooling/mutation-test.sh: each a
// syntax-tree edit found by `MutantFinder` (the compiler's own parser reads the Swift), given as the
// bytes to replace. Paths are read relative to the working directory and printed as given.
import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
var failed = false
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(path) as UTF-8 text\n".utf8))
        failed = true
        continue
    }
    let tree = OperatorTable.standardOperators.foldAll(Parser.parse(source: text)) { _ in }
    let finder = MutantFinder(file: path, text: text, tree: tree)
    finder.walk(tree)
    for mutant in finder.found {
        FileHandle.standardOutput.write(try encoder.encode(mutant) + Data("\n".utf8))
    }
}
exit(failed ? 1 : 0)
