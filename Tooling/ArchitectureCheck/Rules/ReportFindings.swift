import Synchronization

/// A finding of a report before it is read: most rules write their violations at once; the
/// layer rules, which may find thousands in a large code base, only record theirs.
enum PendingFinding: Sendable {
    case written(Violation)
    case layer(LayerFinding)
}

/// A report's findings in report order, put into words the first time they are read, on every
/// core. Reading them again returns the same array.
final class ReportFindings: Sendable {
    private let pending: [PendingFinding]
    private let text: FindingText?
    private let written: Mutex<[Violation]?>

    /// Findings already in words, in the order given.
    init(_ violations: [Violation]) {
        pending = []
        text = nil
        written = Mutex(violations)
    }

    /// Sorts `pending` into report order (`Violation.ordered`: file, line, column, rule,
    /// subject) comparing each file's rank among the reported files instead of its path, so
    /// paths are compared once per distinct file; subjects are written only to break ties.
    init(ordering pending: [PendingFinding], text: FindingText) {
        var layerFiles = [Bool](repeating: false, count: text.files.count)
        var paths: Set<String> = []
        for finding in pending {
            switch finding {
            case .written(let violation): paths.insert(violation.file)
            case .layer(let layer): layerFiles[Int(layer.file)] = true
            }
        }
        for (position, used) in layerFiles.enumerated() where used { paths.insert(text.files[position].path) }
        var rank: [String: Int] = [:]
        rank.reserveCapacity(paths.count)
        for (position, path) in paths.sorted().enumerated() { rank[path] = position }
        let labelRank = text.files.map { rank[$0.path] ?? 0 }
        let keys = pending.map { finding in
            switch finding {
            case .written(let violation): (rank[violation.file]!, violation.line ?? 0, violation.column ?? 0)
            case .layer(let layer): (labelRank[Int(layer.file)], Int(layer.line), Int(layer.column))
            }
        }
        func rule(_ finding: PendingFinding) -> Rule {
            switch finding {
            case .written(let violation): violation.rule
            case .layer(let layer): layer.rule
            }
        }
        func subject(_ finding: PendingFinding) -> String {
            switch finding {
            case .written(let violation): violation.subject
            case .layer(let layer): text.subject(layer)
            }
        }
        let order = pending.indices.sorted { left, right in
            if keys[left] != keys[right] { return keys[left] < keys[right] }
            let (a, b) = (rule(pending[left]), rule(pending[right]))
            if a != b { return a.rawValue < b.rawValue }
            return subject(pending[left]) < subject(pending[right])
        }
        self.pending = order.map { pending[$0] }
        self.text = text
        written = Mutex(nil)
    }

    var violations: [Violation] {
        written.withLock { written in
            if let written { return written }
            let pending = pending
            let text = text
            let violations = ParallelWork.map(pending.count, state: ()) { _, position in
                switch pending[position] {
                case .written(let violation): violation
                case .layer(let layer): text!.violation(layer)
                }
            }
            written = violations
            return violations
        }
    }
}
