import Foundation

/// The three edits of existing files a new feature needs, as text in, text out; nil when the file
/// does not have the shape the edit relies on, so the scaffolder can refuse before writing.
enum ScaffoldEdits {
    /// `line` after the last line of the features section (the one before the `// MARK:` that
    /// precedes `let features = [...]`), and `name` appended to that list.
    static func manifest(_ text: String, adding line: String, name: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let list = lines.firstIndex(where: { $0.hasPrefix("let features = [") && $0.hasSuffix("]") }),
            let mark = lines[..<list].lastIndex(where: { $0.hasPrefix("// MARK:") })
        else { return nil }
        lines[list] = String(lines[list].dropLast()) + ", \"\(name)\"]"
        let insertion = mark > 0 && lines[mark - 1].isEmpty ? mark - 1 : mark
        lines.insert(line, at: insertion)
        return lines.joined(separator: "\n")
    }

    /// The arrow `"Name": ["A", "B"]` first in the policy's `"featureArrows"` object.
    static func policy(_ text: String, name: String, uses: [String]) -> String? {
        guard !uses.isEmpty else { return text }
        let arrow = "\"\(name)\": [\(uses.map { "\"\($0)\"" }.joined(separator: ", "))]"
        var lines = text.components(separatedBy: "\n")
        let isArrows: (String) -> Bool = { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"featureArrows\"") }
        guard let start = lines.firstIndex(where: isArrows) else { return nil }
        let indent = String(lines[start].prefix { $0 == " " })
        if lines[start].hasSuffix("{") {
            lines.insert(indent + "  " + arrow + ",", at: start + 1)
        } else if lines[start].hasSuffix("{},") || lines[start].hasSuffix("{}") {
            lines[start] = lines[start].replacingOccurrences(of: "{}", with: "{ \(arrow) }")
        } else {
            return nil
        }
        return lines.joined(separator: "\n")
    }

    /// `public import Name` among the imports (in order), and `factory` before the last `}`.
    static func container(_ text: String, name: String, factory: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") || lines[$0].hasPrefix("public import ") }
        guard let lastImport = imports.last, let close = lines.lastIndex(of: "}"), close > lastImport else { return nil }
        lines.insert(contentsOf: factory.components(separatedBy: "\n").dropLast(), at: close)
        // Before the first import that sorts after it, by module name, as the imports are kept.
        let module: (String) -> String = { $0.split(separator: " ").last.map(String.init) ?? "" }
        let position = imports.first { module(lines[$0]) > name } ?? lastImport + 1
        lines.insert("public import \(name)", at: position)
        return lines.joined(separator: "\n")
    }
}
