public import Foundation

/// A ratchet for teams adopting the checker: today's errors, recorded without line numbers so
/// edits around them do not matter. A check with a baseline fails on any new error and on any
/// recorded one that no longer occurs (so the file only ever shrinks).
public struct Baseline: Sendable, Equatable, Codable {
    public static let supportedVersion = 1

    public struct Entry: Sendable, Equatable, Codable {
        public var rule: Rule
        public var file: String
        public var subject: String
        public var count: Int
    }

    public var version = Baseline.supportedVersion
    public var entries: [Entry]

    private struct Key: Hashable {
        var rule: Rule
        var file: String
        var subject: String
    }

    public static func recording(_ report: CheckReport) -> Baseline {
        var counts: [Key: Int] = [:]
        for violation in report.errors {
            counts[Key(rule: violation.rule, file: violation.file, subject: violation.subject), default: 0] += 1
        }
        let entries = counts.map { Entry(rule: $0.key.rule, file: $0.key.file, subject: $0.key.subject, count: $0.value) }
            .sorted { ($0.file, $0.rule.rawValue, $0.subject) < ($1.file, $1.rule.rawValue, $1.subject) }
        return Baseline(entries: entries)
    }

    /// The report without the recorded errors, plus one error per recorded entry that is gone.
    public func applied(to report: CheckReport) -> CheckReport {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(rule: entry.rule, file: entry.file, subject: entry.subject), default: 0] += entry.count
        }
        var kept: [Violation] = []
        for violation in report.violations {
            let key = Key(rule: violation.rule, file: violation.file, subject: violation.subject)
            if violation.severity == .error, let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                kept.append(violation)
            }
        }
        for entry in entries {
            let key = Key(rule: entry.rule, file: entry.file, subject: entry.subject)
            guard let left = remaining[key], left > 0 else { continue }
            remaining[key] = 0
            kept.append(
                Violation(
                    rule: .baselineFixed, file: entry.file, subject: "\(entry.rule.rawValue): \(entry.subject)",
                    message:
                        "the baseline expects \(left) more \(entry.rule.rawValue) finding\(left == 1 ? "" : "s") about \(entry.subject) that no longer occur",
                    reason: "a baseline only shrinks: fixed findings must leave it so they cannot come back unseen",
                    fix: "run check-architecture --write-baseline with the same file and commit it"))
        }
        var result = report
        result.violations = kept.sorted(by: Violation.ordered)
        return result
    }

    public static func load(from url: URL) throws(CheckError) -> Baseline {
        guard let data = try? Data(contentsOf: url) else {
            throw .unreadableInput(path: url.path, fix: "create it with --write-baseline \(url.lastPathComponent)")
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data), baseline.version == supportedVersion else {
            throw .unreadableInput(
                path: url.path, fix: "it is not a version \(supportedVersion) baseline; write it again with --write-baseline")
        }
        return baseline
    }

    public func write(to url: URL) throws(CheckError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFile(String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n", to: url)
    }
}
