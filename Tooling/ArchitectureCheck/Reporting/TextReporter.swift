/// Human output: for each finding the rule, what happened, why it matters and how to fix it,
/// then one summary line. Colour only when asked (a terminal without NO_COLOR).
public struct TextReporter: Sendable {
    public var colored = false

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for violation in report.violations {
            let label = violation.severity == .error ? paint("error", "1;31") : paint("warning", "1;33")
            lines.append("\(violation.location): \(label): [\(violation.rule.rawValue)] \(violation.message)")
            lines.append("    why: \(violation.reason)")
            lines.append("    fix: \(violation.fix)")
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    public func summary(_ report: CheckReport) -> String {
        let errors = report.errors.count
        let warnings = report.warnings.count
        let counts = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        let verdict = errors == 0 ? paint("check-architecture: ok", "1;32") : paint("check-architecture: failed", "1;31")
        return verdict + " (\(counts) in \(report.targetCount) targets, \(report.fileCount) files)"
    }
}
