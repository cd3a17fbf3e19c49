import Foundation

/// The measurement as Markdown: per kind of edit, a table of what recompiled and how long it took,
/// what was edited, and the verdict against the goal.
struct IsolationReport {
    struct Measured {
        var module: String
        /// The median of the rebuilds.
        var seconds: Double
        var build: VerboseBuild
    }

    /// The lines above the tables: command, date, commit, machine, build, times.
    var header: [String]
    var body: [Measured]
    var api: [Measured]
    var plans: [String: EditPlan]
    var core: String?
    var listsFiles: Bool
    /// The copy's root, which the recompiled files' paths are made relative to.
    var tree: String
    var goal: [String]

    var markdown: String {
        var lines = ["# Build isolation", ""] + header + [""]
        let titles = [
            "Body-only edit (a statement added inside an existing function body)",
            "Public-API edit (`public func \(EditPlan.probe)() -> Int` in an extension of a public type)",
        ]
        for (title, measured, isBody) in [(titles[0], body, true), (titles[1], api, false)] {
            lines += [
                "## \(title)", "", "| module | targets recompiled (files) | files recompiled | relinked | seconds | ratio to Core |",
                "|---|---|---:|---|---:|---:|",
            ]
            let core = measured.first { $0.module == self.core }
            for row in measured {
                let compiled = row.build.compiled
                let targets = compiled.keys.sorted { ($0 != row.module ? 1 : 0, $0) < ($1 != row.module ? 1 : 0, $1) }
                    .map { "\($0) (\(compiled[$0]?.count ?? 0))" }
                let ratio = core.map { String(format: "%.2f", row.seconds / $0.seconds) } ?? "n/a"
                let files = compiled.values.reduce(0) { $0 + $1.count }
                lines.append(
                    "| \(row.module) | \(IsolationGoal.listed(targets, or: "none")) | \(files) | "
                        + "\(IsolationGoal.listed(row.build.relinked.sorted(), or: "none")) | \(String(format: "%.1f", row.seconds)) | \(ratio) |"
                )
            }
            lines += ["", "Edited:", ""]
            for row in measured {
                if isBody, let edit = plans[row.module]?.body {
                    lines.append("- \(row.module): `\(edit.file)` line \(edit.line)")
                } else if let edit = plans[row.module]?.api {
                    lines.append(
                        "- \(row.module): `extension \(edit.type)` in `\(edit.file)` (named \(edit.uses) times in the non-test targets that depend on \(row.module))"
                    )
                }
            }
            lines.append("")
            if listsFiles {
                lines += ["Recompiled files:", ""]
                for row in measured {
                    let files = row.build.compiled.values.flatMap { $0 }.map {
                        $0.hasPrefix(tree + "/") ? String($0.dropFirst(tree.count + 1)) : $0
                    }
                    lines.append("- \(row.module): " + files.sorted().map { "`\($0)`" }.joined(separator: ", "))
                }
                lines.append("")
            }
        }
        return (lines + ["## Against the goal", ""] + goal.map { "- \($0)" }).joined(separator: "\n")
    }
}
