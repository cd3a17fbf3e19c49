import Foundation

/// Tooling/mutation-equivalents.txt: the survivors no test can kill because the code behaves the
/// same, one `MUTANT | WHY` a line (`#` starts a comment), each mutant named by its `key`.
enum Equivalents {
    static func parse(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let bar = line.range(of: " | ") else { continue }
            let mutant = line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces)
            found[mutant] = line[bar.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        return found
    }
}
