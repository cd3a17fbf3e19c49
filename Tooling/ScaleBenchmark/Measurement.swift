import Foundation
import ToolSupport

/// The figures measured at one number of features, one JSON line of the results file. A figure
/// that is missing or null prints as "–" and is left out of the growth figures and the chart.
struct Measurement: Codable, Equatable {
    /// The incremental build after one edit: its seconds and the modules the compiler rebuilt.
    struct Edit: Codable, Equatable {
        var s: Double?
        var recompiled: [String]?
    }

    /// The four edits measured at each N.
    struct Edits: Codable, Equatable {
        var leafDomain: Edit?
        var leafUi: Edit?
        var torneo: Edit?
        var core: Edit?
    }

    var n: Double
    var targets: Double?
    var cleanBuildS: Double?
    var cleanBuildCpuS: Double?
    var longestChain: Double?
    var peakRssMb: Double?
    var edits: Edits?
    var checkS: Double?
    var affectedS: Double?
    var affectedSelected: Double?
    var testTargets: Double?
    var testsSelectedS: Double?
    var testsAllS: Double?
    var describeS: Double?
    var demoStartS: Double?
    var containerLines: Double?
    var manifestLines: Double?
    var demoLines: Double?
    var checkWarnings: Double?

    init(n: Double) { self.n = n }
}

/// When and where the measurements were made: the results file's last line.
struct RunRecord: Codable, Equatable {
    var date: String?
    var machine: String?
    var totalS: Double?
}

/// A results file read back: one measurement per N (of two lines for one N the later wins) and
/// the run record, if any.
struct Results: Equatable {
    var measurements: [Double: Measurement] = [:]
    var run: RunRecord?

    static func load(_ path: String) throws(ToolError) -> Results {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .usage("cannot read \(path); pass the benchmark's JSON-lines file")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var results = Results()
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            let bytes = Data(line.utf8)
            if let run = try? decoder.decode([String: RunRecord].self, from: bytes)["run"] {
                results.run = run
                continue
            }
            do {
                let measurement = try decoder.decode(Measurement.self, from: bytes)
                guard measurement.n > 0, measurement.n.isFinite else { throw CocoaError(.coderInvalidValue) }
                results.measurements[measurement.n] = measurement
            } catch {
                throw .usage("\(path):\(index + 1) is not a measurement with a positive \"n\" nor a run record; fix or delete that line")
            }
        }
        guard !results.measurements.isEmpty else { throw .usage("\(path) has no measurement (a line with \"n\"); run the benchmark first") }
        return results
    }

    /// One JSON line.
    static func jsonLine(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
