/// The lines a change touched, read from `git diff --unified=0`: where a pull request's mutants go.
enum ChangedLines {
    /// For each file, the line numbers in its new version that the diff adds or changes.
    static func parse(_ diff: String) -> [String: Set<Int>] {
        var lines: [String: Set<Int>] = [:]
        var path: String?
        for text in diff.split(separator: "\n") {
            if text.hasPrefix("+++ ") {
                path = text.hasPrefix("+++ b/") ? String(text.dropFirst(6)) : nil
            } else if let path, let hunk = newSide(of: text) {
                lines[path, default: []].formUnion(hunk)
            }
        }
        return lines
    }

    /// `@@ -12,3 +14,2 @@`: the new side's lines, 14 and 15 (a count left out is 1).
    private static func newSide(of line: Substring) -> Range<Int>? {
        let fields = line.split(separator: " ")
        guard fields.count >= 4, fields[0] == "@@", fields[2].hasPrefix("+") else { return nil }
        let numbers = fields[2].dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(numbers[0]), let count = numbers.count > 1 ? Int(numbers[1]) : 1 else { return nil }
        return start..<(start + count)
    }
}
