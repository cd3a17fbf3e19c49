import Foundation

/// Machine output, versioned: consumers should check `schemaVersion` (1 for this shape).
public enum JSONReporter {
    public static let schemaVersion = 1

    struct Document: Encodable {
        var schemaVersion: Int
        var tool: String
        var summary: [String: Int]
        var violations: [Violation]
    }

    public static func render(_ report: CheckReport) -> String {
        let document = Document(
            schemaVersion: schemaVersion, tool: "check-architecture",
            summary: [
                "errors": report.errors.count, "warnings": report.warnings.count, "targets": report.targetCount, "files": report.fileCount,
            ],
            violations: report.violations)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
