/// GitHub Actions workflow commands, so findings appear on the pull request's lines.
public enum GitHubAnnotations {
    public static func render(_ report: CheckReport) -> String {
        report.violations.map { violation in
            var properties = ["file=\(escapeProperty(violation.file))"]
            if let line = violation.line { properties.append("line=\(line)") }
            if let column = violation.column { properties.append("col=\(column)") }
            properties.append("title=\(escapeProperty(violation.rule.rawValue))")
            let message = escapeData("\(violation.message). \(violation.reason). Fix: \(violation.fix)")
            return "::\(violation.severity.rawValue) \(properties.joined(separator: ","))::\(message)\n"
        }.joined()
    }

    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
