public import Foundation

/// One planted fault, as Tooling/Mutants finds it on a file's syntax tree: the UTF-8 bytes
/// `start..<end` of `file` replaced by `replacement`.
public struct Mutant: Decodable, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var description: String
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(file: String, line: Int, column: Int, description: String, start: Int, end: Int, replacement: String) {
        (self.file, self.line, self.column, self.description) = (file, line, column, description)
        (self.start, self.end, self.replacement) = (start, end, replacement)
    }

    /// How the report and Tooling/mutation-equivalents.txt name it.
    public var key: String { "\(file):\(line):\(column) \(description)" }

    /// `source` with this one edit.
    public func applied(to source: Data) -> Data {
        Data(source.prefix(start)) + Data(replacement.utf8) + Data(source.dropFirst(end))
    }
}
