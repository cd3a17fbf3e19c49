import Foundation
import ToolSupport

/// The measurements as the Markdown table of docs/scale.md (between its markers) and the chart of
/// docs/scale.svg, each figure with its growth per doubling of N.
enum ScaleReport {
    static let start = "<!-- scale-table:start -->"
    static let end = "<!-- scale-table:end -->"
    static let dash = "–"
    /// The growth per doubling a limited row may show.
    static let limit = 2.1
    static let leafNamesShown = 8

    /// One row of the table: how it reads a measurement and prints it.
    struct Row: Sendable {
        var label: String
        var figure: @Sendable (Measurement) -> Double?
        var inSeconds = false
        var limited = false
        var cell: (@Sendable (Measurement) -> String)?
    }

    typealias EditKey = @Sendable (Measurement.Edits) -> Measurement.Edit?
    static let edits: [(EditKey, String)] = [
        (\.leafDomain, "leaf feature Domain"), (\.leafUi, "leaf feature UI"), (\.torneo, "Torneo"), (\.core, "Core"),
    ]

    static func editSeconds(_ key: @escaping EditKey) -> @Sendable (Measurement) -> Double? { { $0.edits.flatMap(key)?.s } }
    static func recompiled(_ key: @escaping EditKey) -> @Sendable (Measurement) -> [String]? {
        { $0.edits.flatMap(key)?.recompiled?.sorted() }
    }

    static let rows: [Row] =
        [
            Row(label: "features", figure: { $0.n }),
            Row(label: "targets in the package (plugins apart)", figure: \.targets),
            Row(label: "clean debug build `swift build --build-tests` (s)", figure: \.cleanBuildS, inSeconds: true),
            Row(label: "… its CPU time, user + system (s)", figure: \.cleanBuildCpuS, inSeconds: true),
            Row(label: "longest chain of modules (the build's critical path)", figure: \.longestChain),
            Row(label: "peak memory of the build (MB)", figure: \.peakRssMb),
        ]
        + edits.flatMap { key, name in
            [
                Row(label: "incremental build after a one-line edit: \(name) (s)", figure: editSeconds(key), inSeconds: true),
                Row(label: "… targets recompiled", figure: { recompiled(key)($0).map { Double($0.count) } }),
            ]
        } + [
            Row(label: "check-architecture after the build (s)", figure: \.checkS, inSeconds: true, limited: true),
            Row(label: "affected for a one-file leaf edit (s)", figure: \.affectedS, inSeconds: true, limited: true),
            Row(label: "test targets affected selects", figure: \.affectedSelected, cell: selectedOfAll),
            Row(label: "tests affected selects (s)", figure: \.testsSelectedS, inSeconds: true),
            Row(label: "whole suite (s)", figure: \.testsAllS, inSeconds: true),
            Row(label: "`swift package describe` (s)", figure: \.describeS, inSeconds: true, limited: true),
            Row(label: "demo start-up (s)", figure: \.demoStartS, inSeconds: true),
            Row(label: "lines of ContenedorDeLaApp.swift", figure: \.containerLines),
            Row(label: "lines of Package.swift", figure: \.manifestLines),
            Row(label: "lines of the demo (Apps/MarcadorDemo)", figure: \.demoLines),
            Row(label: "warnings of check-architecture", figure: \.checkWarnings),
        ]

    /// The figures the chart draws, in legend order.
    static let charted: [(String, @Sendable (Measurement) -> Double?)] = [
        ("clean build", \.cleanBuildS), ("leaf Domain edit build", editSeconds(\.leafDomain)), ("Torneo edit build", editSeconds(\.torneo)),
        ("Core edit build", editSeconds(\.core)), ("check-architecture", \.checkS), ("affected", \.affectedS), ("describe", \.describeS),
        ("demo start-up", \.demoStartS), ("ContenedorDeLaApp lines", \.containerLines), ("Package.swift lines", \.manifestLines),
    ]

    static func count(_ value: Double) -> String { String(Int(value.rounded(.toNearestOrEven))) }

    /// The precision is chosen on the printed value, so 9.996 prints as "10.0", not "10.00".
    static func seconds(_ value: Double) -> String {
        let hundredths = String(format: "%.2f", value)
        if abs(Double(hundredths) ?? value) < 10 { return hundredths }
        let tenths = String(format: "%.1f", value)
        return abs(Double(tenths) ?? value) < 100 ? tenths : count(value)
    }

    static func selectedOfAll(_ measurement: Measurement) -> String {
        guard let selected = measurement.affectedSelected else { return dash }
        return measurement.testTargets.map { "\(count(selected)) of \(count($0))" } ?? count(selected)
    }

    /// The (N, value) pairs that have the value, ascending.
    static func series(_ results: Results, _ figure: (Measurement) -> Double?) -> [(Double, Double)] {
        results.measurements.keys.sorted().compactMap { n in figure(results.measurements[n]!).map { (n, $0) } }
    }

    /// How much the value grows each time N doubles, between the smallest and largest N with a
    /// positive value; nil without two such N.
    static func growthPerDoubling(_ points: [(Double, Double)]) -> Double? {
        let positive = points.filter { $0.1 > 0 }
        guard let first = positive.first, let last = positive.last, positive.count >= 2 else { return nil }
        return pow(last.1 / first.1, 1 / log2(last.0 / first.0))
    }

    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
    static func tableLine(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    static func listed(_ names: [String]?) -> String {
        guard let names else { return dash }
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(leafNamesShown).map { "`\(cell($0))`" }.joined(separator: ", ")
        return shown + (names.count > leafNamesShown ? ", … (\(names.count - leafNamesShown) more)" : "")
    }

    /// The lines between the markers.
    static func region(_ results: Results) -> [String] {
        let ns = results.measurements.keys.sorted()
        var lines = [
            tableLine(["figure"] + ns.map { "N = \(count($0))" } + ["growth per doubling", "limit", "holds"]),
            tableLine(["---"] + ns.map { _ in "---:" } + ["---:", "---:", "---"]),
        ]
        for row in rows {
            let values = ns.map { n -> String in
                let measurement = results.measurements[n]!
                if let cell = row.cell { return cell(measurement) }
                return row.figure(measurement).map(row.inSeconds ? seconds : count) ?? dash
            }
            let growth = growthPerDoubling(series(results, row.figure))
            let printed = growth.map { String(format: "%.2f", $0) }
            // The printed figure is judged, so a row reading "2.10×" never says "no".
            let holds = !row.limited ? "" : printed.map { Double($0)! <= limit ? "yes" : "no" } ?? dash
            lines.append(
                tableLine(
                    [cell(row.label)] + values.map(cell) + [printed.map { $0 + "×" } ?? dash, row.limited ? "≤ \(limit)×" : "", holds]))
        }
        if let run = results.run {
            let parts = [run.date, run.machine].compactMap { $0 }.filter { !$0.isEmpty }
            var text = "Measured" + (parts.isEmpty ? "" : " on " + parts.joined(separator: ", "))
            if let total = run.totalS {
                let minutes = total / 60 < 10 ? String(format: "%.1f", total / 60) : count(total / 60)
                text += (parts.isEmpty ? " in " : ", in ") + minutes + " min"
            }
            lines += ["", text + "."]
        }
        lines += [
            "", "What a leaf edit recompiles:", "", tableLine(["N", "leaf feature Domain", "leaf feature UI"]),
            tableLine(["---:", "---", "---"]),
        ]
        for n in ns {
            let measurement = results.measurements[n]!
            lines.append(tableLine([count(n), listed(recompiled(\.leafDomain)(measurement)), listed(recompiled(\.leafUi)(measurement))]))
        }
        return lines
    }

    /// `text` with the lines between its one start marker and the end marker below it replaced.
    static func replacingRegion(of text: String, at path: String, with region: [String]) throws(ToolError) -> String {
        // Split on the scalar: "\r\n" is one Character, which a split on "\n" would not break.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let starts = trimmed.indices.filter { trimmed[$0] == start }
        let ends = trimmed.indices.filter { trimmed[$0] == end }
        guard starts.count == 1, ends.count == 1, ends[0] > starts[0] else {
            throw .usage("\(path) needs one line \(start) and, below it, one line \(end); add them where the table goes")
        }
        let newline = lines[starts[0]].hasSuffix("\r") ? "\r\n" : "\n"
        return lines[...starts[0]].joined(separator: "\n") + "\n" + newline + region.joined(separator: newline) + newline + newline
            + lines[ends[0]...].joined(separator: "\n")
    }

    /// Writes the table into `markdown` (created when missing) and the chart to `svg`; everything is
    /// checked before anything is written, so a mistake leaves both files as they were.
    static func write(_ results: Results, markdown: String, svg: String) throws(ToolError) {
        let manager = FileManager.default
        let text: String
        if let data = manager.contents(atPath: markdown) {
            guard let read = String(data: data, encoding: .utf8) else { throw .usage("\(markdown) is not UTF-8 text; pass another file") }
            text = read
        } else if manager.fileExists(atPath: markdown) {
            throw .usage("cannot read \(markdown)")
        } else {
            text = "# \(ScaleChart.title)\n\n\(start)\n\(end)\n"
        }
        let outputs = [(markdown, try replacingRegion(of: text, at: markdown, with: region(results))), (svg, ScaleChart.svg(results))]
        for (path, _) in outputs {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw .usage(
                    "the folder \(folder.path) does not exist; create it or pass another path for \(URL(fileURLWithPath: path).lastPathComponent)"
                )
            }
        }
        for (path, output) in outputs {
            do { try Data(output.utf8).write(to: URL(fileURLWithPath: path)) } catch {
                throw .failed("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }
}
