import Foundation

/// One planted fault, as Tooling/Mutants finds it on a file's syntax tree: the UTF-8 bytes
/// `start..<end` of `file` replaced by `replacement`.
struct Mutant: Decodable, Equatable {
    var file: String
    var line: Int
    var column: Int
    var description: String
    var start: Int
    var end: Int
    var replacement: String

    /// How the report and Tooling/mutation-equivalents.txt name it.
    var key: String { "\(file):\(line):\(column) \(description)" }

    /// `source` with this one edit.
    func applied(to source: Data) -> Data {
        Data(source.prefix(start)) + Data(replacement.utf8) + Data(source.dropFirst(end))
    }
}

/// How one mutant fared.
enum Outcome: String, CaseIterable {
    case killed
    case killedByTimeout = "killed (timeout)"
    case survived
    /// A survivor Tooling/mutation-equivalents.txt explains: the code behaves the same.
    case equivalent
    case didNotCompile = "did not compile"
}
