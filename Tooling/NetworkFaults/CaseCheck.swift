import Foundation

/// How long a run may take, as the table shows it; runs are compared in hundredths, as shown.
struct Limit: Equatable {
    var seconds: Double
    var text: String

    /// The same run against a healthy server, plus the deadline for each request the server
    /// received, plus 1 s.
    static func run(baseline: Double, requests: Int, deadline: Int) -> Limit {
        let seconds = hundredths(hundredths(baseline) + Double(requests * deadline) + 1)
        return Limit(seconds: seconds, text: String(format: "%.2f", seconds))
    }

    /// The live view's crónica: the deadline plus 1 s.
    static func live(deadline: Int) -> Limit {
        Limit(seconds: Double(deadline + 1), text: "\(deadline + 1)")
    }
}

func hundredths(_ seconds: Double) -> Double { (seconds * 100).rounded() / 100 }

/// What a case checks of its run, each failure said in one line; no failure, the case passed.
enum CaseCheck {
    /// A run against `fault`: on time, the app's own message, nothing published, the saved
    /// referees byte for byte, exit 0.
    static func failures(of outcome: RunOutcome, named name: String, fault: Fault, limit: Limit, refereesKept: Bool) -> [String] {
        var failures: [String] = []
        if hundredths(outcome.seconds) > limit.seconds {
            failures.append("\(name): took \(String(format: "%.2f", outcome.seconds))s, more than \(limit.text)s")
        }
        switch outcome.status {
        case 0: break
        case let status?: failures.append("\(name): exit status \(status), not 0")
        case nil: failures.append("\(name): still running after \(Int(DemoRunner.stopAfter)) s, stopped")
        }
        if let message = fault.expectedMessage, !outcome.output.contains(message) {
            failures.append("\(name): does not say '\(message)'")
        }
        if outcome.output.contains("Crónica publicada") { failures.append("\(name): published a crónica") }
        if !refereesKept { failures.append("\(name): the saved referees changed") }
        return failures
    }

    /// A 200 answer of [] against saved referees: said, and the referees still shown and saved.
    static func emptyAnswerFailures(of outcome: RunOutcome, refereesKept: Bool) -> [String] {
        var failures: [String] = []
        if let message = Fault.empty.expectedMessage, !outcome.output.contains(message) { failures.append("an empty answer is not said") }
        if !outcome.output.contains("Leanne Graham") { failures.append("an empty answer hid the saved referees") }
        if !refereesKept { failures.append("an empty answer changed the saved referees") }
        if outcome.status != 0 { failures.append("an empty answer: exit status \(outcome.status.map(String.init) ?? "none, stopped")") }
        return failures
    }
}

/// The cases passed and failed so far.
struct Tally: Equatable {
    var passed = 0
    var failed = 0

    /// Counts a case; its word in the table.
    mutating func count(_ failures: [String]) -> String {
        if failures.isEmpty {
            passed += 1
            return "ok"
        }
        failed += 1
        return "FAILED"
    }

    var summary: String { "network-faults: \(passed) passed, \(failed) failed" }
}

/// The report on standard output: one row per case, under its failures and the end of its output.
enum Table {
    static let header = row("mode", "pace", "fault", "seconds", "limit", "result")

    static func row(_ mode: String, _ pace: String, _ fault: String, _ seconds: String, _ limit: String, _ result: String) -> String {
        [left(mode, 12), left(pace, 5), left(fault, 10), right(seconds, 8), right(limit, 8)].joined(separator: " ") + "  " + result
    }

    /// Each failure, then the last 15 lines the run showed, when there is a failure.
    static func failed(_ failures: [String], output: String) -> [String] {
        guard !failures.isEmpty else { return [] }
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if output.hasSuffix("\n") { lines.removeLast() }
        return failures.map { "  FAIL \($0)" } + lines.suffix(15).map { "      | \($0)" }
    }

    private static func left(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    private static func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
}
