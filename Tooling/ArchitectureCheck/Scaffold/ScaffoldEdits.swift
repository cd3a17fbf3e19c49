import Foundation

/// The one edit of an existing file a new feature needs, as text in, text out; nil when the file
/// does not have the shape the edit relies on, so the scaffolder can refuse before writing.
enum ScaffoldEdits {
    /// `line` at the end of the features section: after the last line of the statement that ends
    /// before the first `// MARK:` line following the first `feature(` line.
    static func manifest(_ text: String, adding line: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix("feature(") }),
            let mark = lines[first...].firstIndex(where: { $0.hasPrefix("// MARK:") }),
            let last = lines[first..<mark].lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return nil }
        lines.insert(line, at: last + 1)
        return lines.joined(separator: "\n")
    }
}
