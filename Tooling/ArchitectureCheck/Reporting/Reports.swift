import Foundation

/// A report as text, as `json` (versioned by `schemaVersion`) or as a SARIF 2.1.0 log.
extension CheckReport {
    public static let schemaVersion = 1

    public func rendered(as format: Options.Format, colored: Bool = false) -> String {
        switch format {
        case .text: text(colored: colored)
        case .json:
            Self.json([
                "schemaVersion": Self.schemaVersion, "tool": "check-architecture",
                "summary": ["errors": errors.count, "warnings": warnings.count, "targets": targetCount, "files": fileCount],
                "violations": (try? JSONSerialization.jsonObject(with: JSONEncoder().encode(violations))) ?? [],
            ])
        case .sarif: sarif
        }
    }

    private func text(colored: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var lines: [String] = []
        for violation in violations {
            let label = violation.severity == .error ? paint("error", "1;31") : paint("warning", "1;33")
            lines.append("\(violation.location): \(label): [\(violation.rule.rawValue)] \(violation.message)")
            lines.append("    why: \(violation.reason)")
            lines.append("    fix: \(violation.fix)")
        }
        let counts = "\(errors.count) error\(errors.count == 1 ? "" : "s"), \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        let verdict = errors.isEmpty ? paint("check-architecture: ok", "1;32") : paint("check-architecture: failed", "1;31")
        lines.append(verdict + " (\(counts) in \(targetCount) targets, \(fileCount) files)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One run with every rule the checker knows, and one result per finding.
    private var sarif: String {
        let rules = Rule.allCases
        let results = violations.map { violation in
            var location: [String: Any] = ["artifactLocation": ["uri": violation.file, "uriBaseId": "%SRCROOT%"]]
            if let line = violation.line {
                var region = ["startLine": max(line, 1)]
                region["startColumn"] = violation.column.map { max($0, 1) }
                location["region"] = region
            }
            return [
                "ruleId": violation.rule.rawValue, "ruleIndex": rules.firstIndex(of: violation.rule) ?? 0,
                "level": violation.severity.rawValue,
                "message": ["text": "\(violation.message). \(violation.reason). Fix: \(violation.fix)."],
                "locations": [["physicalLocation": location]],
            ] as [String: Any]
        }
        return Self.json([
            "version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [
                ["tool": ["driver": ["name": "check-architecture", "rules": rules.map { ["id": $0.rawValue] }]], "results": results]
            ],
        ])
    }

    /// GitHub Actions workflow commands, so findings appear on the pull request's lines.
    public var annotations: String {
        func data(_ text: String) -> String { text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A") }
        func property(_ text: String) -> String { data(text).replacing(":", with: "%3A").replacing(",", with: "%2C") }
        return violations.map { violation in
            var properties = ["file=\(property(violation.file))"]
            if let line = violation.line { properties.append("line=\(line)") }
            if let column = violation.column { properties.append("col=\(column)") }
            properties.append("title=\(property(violation.rule.rawValue))")
            let message = data("\(violation.message). \(violation.reason). Fix: \(violation.fix)")
            return "::\(violation.severity.rawValue) \(properties.joined(separator: ","))::\(message)\n"
        }.joined()
    }

    private static func json(_ object: [String: Any]) -> String {
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
