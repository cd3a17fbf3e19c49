import Foundation
import ToolSupport

/// The outcome of a run, module by module, as Markdown: a table of counts and scores, then every
/// survivor, equivalent mutant and mutant that did not compile at its file:line:column.
struct MutationReport {
    struct Judged: Equatable {
        var mutant: Mutant
        var outcome: Outcome
    }

    /// In the order the modules ran.
    var results: [(module: String, judged: [Judged])]

    /// Killed ÷ judged (killed or survived) over every module, in percent; nil when none was judged.
    var score: Double? { Self.score(of: results.flatMap(\.judged)) }

    static func score(of judged: [Judged]) -> Double? {
        let killed = judged.count { $0.outcome == .killed || $0.outcome == .killedByTimeout }
        let survived = judged.count { $0.outcome == .survived }
        return killed + survived == 0 ? nil : 100 * Double(killed) / Double(killed + survived)
    }

    /// `equivalents` says why each equivalent mutant behaves the same.
    func markdown(command: String, scope: String, minutes: Double, commit: String, date: String, equivalents: [String: String]) -> String {
        var lines = [
            "# Mutation testing", "", "- command: `\(command)`", "- date: \(date); commit \(commit)", "- mutants: \(scope)",
            "- time: \(String(format: "%.1f", minutes)) min", "",
            "| module | mutants | killed | survived | equivalent | did not compile | score |", "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for (module, judged) in results where !judged.isEmpty {
            let counts = [[.killed, .killedByTimeout], [.survived], [.equivalent], [.didNotCompile]].map { (outcomes: [Outcome]) in
                String(judged.count { outcomes.contains($0.outcome) })
            }
            let score = Self.score(of: judged).map { String(format: "%.0f%%", $0) } ?? "–"
            lines.append("| \(module) | \(judged.count) | \(counts.joined(separator: " | ")) | \(score) |")
        }
        lines += ["", "Score: killed ÷ (mutants − equivalent − did not compile).", ""]
        for (title, outcome) in [("Survivors", Outcome.survived), ("Equivalent", .equivalent), ("Did not compile", .didNotCompile)] {
            let listed = results.flatMap(\.judged).filter { $0.outcome == outcome }.map(\.mutant)
            lines += ["## \(title) (\(listed.count))", ""]
            for mutant in listed {
                let why = outcome == .equivalent ? equivalents[mutant.key].map { " — \($0)" } ?? "" : ""
                lines.append("- `\(mutant.file):\(mutant.line):\(mutant.column)` \(mutant.description)\(why)")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
