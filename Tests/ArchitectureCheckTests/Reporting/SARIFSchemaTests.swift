import Foundation
import Testing

@testable import ArchitectureCheck

/// The SARIF log against the SARIF 2.1.0 schema (sarif-schema-2.1.0.json): every object carries the
/// properties the schema requires, every value has the schema's type or enumeration, and no object
/// has a key the schema does not define for it, as a strict validator would refuse it.
@Suite struct SARIFSchemaTests {
    /// The schema's properties of each object the reporter writes, and those it requires.
    static let properties: [String: (known: Set<String>, required: Set<String>)] = [
        "sarifLog": (["$schema", "version", "runs", "inlineExternalProperties", "properties"], ["version", "runs"]),
        "run": (["tool", "results", "invocations", "artifacts", "originalUriBaseIds", "properties"], ["tool"]),
        "tool": (["driver", "extensions", "properties"], ["driver"]),
        "toolComponent": (["name", "rules", "version", "semanticVersion", "informationUri", "properties"], ["name"]),
        "reportingDescriptor": (["id", "name", "shortDescription", "fullDescription", "helpUri", "properties"], ["id"]),
        "result": (["ruleId", "ruleIndex", "rule", "kind", "level", "message", "locations", "properties"], ["message"]),
        "message": (["text", "markdown", "id", "arguments", "properties"], []),
        "location": (["id", "physicalLocation", "logicalLocations", "message", "properties"], []),
        "physicalLocation": (["address", "artifactLocation", "region", "contextRegion", "properties"], []),
        "artifactLocation": (["uri", "uriBaseId", "index", "description", "properties"], []),
        "region": (["startLine", "startColumn", "endLine", "endColumn", "properties"], []),
    ]

    static let report = CheckReport(
        violations: [
            Violation(
                rule: .layerOwnFeature, file: "Modules/Marcador/Domain/Caso.swift", line: 3, column: 7, subject: "Marcador/Domain",
                message: "Marcador/Domain uses MarcadorViewModel", reason: "Domain knows no UI", fix: "move it"),
            Violation(
                rule: .importUnusedDependency, severity: .warning, file: "Apps/MarcadorApp", line: nil, column: nil, subject: "MarcadorApp",
                message: "MarcadorApp declares Torneo", reason: "no file imports it", fix: "remove the dependency"),
            Violation(
                rule: .docsGraphStale, file: "docs/module-graph.md", line: 0, column: nil, subject: "docs",
                message: "the graph is stale", reason: "the manifest changed", fix: "run --update-docs"),
        ], targetCount: 3, fileCount: 3)

    /// Checks `value` as the schema's `object`, failing with the path of each problem.
    static func problems(_ value: Any?, as object: String, at path: String) -> [String] {
        guard let dictionary = value as? [String: Any], let schema = properties[object] else { return ["\(path): not an object"] }
        let unknown = Set(dictionary.keys).subtracting(schema.known).sorted().map { "\(path).\($0): not in the schema" }
        let missing = schema.required.subtracting(dictionary.keys).sorted().map { "\(path).\($0): required" }
        return unknown + missing
    }

    @Test func cadaObjetoTieneLoQueElEsquemaPideYNadaQueNoDefina() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(Self.report.rendered(as: .sarif).utf8)) as? [String: Any])
        var problemas = Self.problems(log, as: "sarifLog", at: "log")
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        for (r, run) in runs.enumerated() {
            problemas += Self.problems(run, as: "run", at: "runs[\(r)]")
            let tool = run["tool"] as? [String: Any]
            problemas += Self.problems(tool, as: "tool", at: "runs[\(r)].tool")
            let driver = tool?["driver"] as? [String: Any]
            problemas += Self.problems(driver, as: "toolComponent", at: "runs[\(r)].tool.driver")
            let rules = try #require(driver?["rules"] as? [[String: Any]])
            for (i, rule) in rules.enumerated() { problemas += Self.problems(rule, as: "reportingDescriptor", at: "rules[\(i)]") }
            let results = try #require(run["results"] as? [[String: Any]])
            #expect(results.count == Self.report.violations.count)
            for (i, result) in results.enumerated() {
                let at = "results[\(i)]"
                problemas += Self.problems(result, as: "result", at: at)
                let message = result["message"] as? [String: Any]
                problemas += Self.problems(message, as: "message", at: "\(at).message")
                #expect(message?["text"] is String || message?["id"] is String, "\(at).message needs text or id")
                #expect(["none", "note", "warning", "error"].contains(result["level"] as? String), "\(at).level")
                let index = try #require(result["ruleIndex"] as? Int)
                #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String, "\(at).ruleIndex")
                for (l, location) in ((result["locations"] as? [[String: Any]]) ?? []).enumerated() {
                    problemas += Self.problems(location, as: "location", at: "\(at).locations[\(l)]")
                    let physical = location["physicalLocation"] as? [String: Any]
                    problemas += Self.problems(physical, as: "physicalLocation", at: "\(at).physicalLocation")
                    problemas += Self.problems(physical?["artifactLocation"], as: "artifactLocation", at: "\(at).artifactLocation")
                    #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] is String, "\(at).uri")
                    if let region = physical?["region"] {
                        problemas += Self.problems(region, as: "region", at: "\(at).region")
                        for key in ["startLine", "startColumn"] {
                            if let number = (region as? [String: Any])?[key] { #expect((number as? Int ?? 0) >= 1, "\(at).region.\(key)") }
                        }
                    }
                }
            }
        }
        #expect(problemas == [])
    }
}
