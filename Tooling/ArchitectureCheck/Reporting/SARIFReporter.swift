import Foundation

/// The findings as a SARIF 2.1.0 log, the format code review tools read (GitHub code scanning shows
/// each result on the pull request's line): one run of `check-architecture`, the rules it knows, and
/// one result per finding with its rule, level, message and place (file relative to the repository
/// root, line and column when the finding has them).
public enum SARIFReporter {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    struct Log: Encodable {
        var version = SARIFReporter.version
        var schema = SARIFReporter.schema
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "check-architecture"
        var rules: [Regla]
    }

    /// A rule is its id; what each checks is the rules table in Tooling/README.md.
    struct Regla: Encodable {
        var id: String
    }

    struct Texto: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Texto
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    public static func render(_ report: CheckReport) -> String {
        let rules = Rule.allCases
        let results = report.violations.map { violation in
            Result(
                ruleId: violation.rule.rawValue, ruleIndex: rules.firstIndex(of: violation.rule) ?? 0,
                level: violation.severity == .error ? "error" : "warning",
                message: Texto(text: "\(violation.message). \(violation.reason). Fix: \(violation.fix)."),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: violation.file),
                            region: violation.line.map { Region(startLine: max($0, 1), startColumn: violation.column.map { max($0, 1) }) }))
                ])
        }
        let log = Log(
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            rules: rules.map { Regla(id: $0.rawValue) })),
                    results: results)
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
