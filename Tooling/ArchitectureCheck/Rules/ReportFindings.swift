import Synchronization

/// A finding of a report before it is read: most rules write their violations at once (kept
/// apart, by position); the layer rules, which may find thousands in a large code base, only
/// record theirs. Small entries, so sorting moves little.
enum PendingFinding: Sendable {
    case written(Int)
    case layer(LayerFinding)
}

/// A report's findings in report order, put into words the first time they are read, on every
/// core. Reading them again returns the same array.
final class ReportFindings: Sendable {
    private let pending: [PendingFinding]
    private let writtenViolations: [Violation]
    private let text: FindingText?
    private let words: Mutex<[Violation]?>

    /// Findings already in words, in the order given.
    init(_ violations: [Violation]) {
        pending = []
        writtenViolations = []
        text = nil
        words = Mutex(violations)
    }

    /// Sorts the findings into report order (`Violation.ordered`: file, line, column, rule,
    /// subject) comparing each file's rank among the reported files instead of its path, so
    /// paths are compared only to rank the distinct files; subjects are written only to break
    /// ties. `written` holds the violations `.written` entries point to.
    init(ordering pending: [PendingFinding], written: [Violation], text: FindingText) {
        let (writtenRank, labelRank) = Self.fileRanks(pending, written: written, text: text)
        let keys = pending.map { finding in
            switch finding {
            case .written(let position):
                (writtenRank[position], written[position].line ?? 0, written[position].column ?? 0)
            case .layer(let layer): (labelRank[Int(layer.file)], Int(layer.line), Int(layer.column))
            }
        }
        func rule(_ finding: PendingFinding) -> Rule {
            switch finding {
            case .written(let position): written[position].rule
            case .layer(let layer): layer.rule
            }
        }
        func subject(_ finding: PendingFinding) -> String {
            switch finding {
            case .written(let position): written[position].subject
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
        writtenViolations = written
        self.text = text
        words = Mutex(nil)
    }

    /// Each reported file's rank in path order, for written violations (by position in
    /// `written`) and for the files of `text` (by label; files no finding is in get 0). One sort
    /// of the distinct reported files, no hashing of paths.
    private static func fileRanks(_ pending: [PendingFinding], written: [Violation], text: FindingText) -> ([Int], [Int]) {
        var reported = [Bool](repeating: false, count: text.files.count)
        for case .layer(let layer) in pending { reported[Int(layer.file)] = true }
        // (path, label or -1 - position in `written`)
        var files: [(path: String, owner: Int)] = written.indices.map { (written[$0].file, -1 - $0) }
        for (label, isReported) in reported.enumerated() where isReported { files.append((text.files[label].path, label)) }
        files.sort { $0.path < $1.path }
        var writtenRank = [Int](repeating: 0, count: written.count)
        var labelRank = [Int](repeating: 0, count: text.files.count)
        var rank = -1
        for (position, file) in files.enumerated() {
            if position == 0 || files[position - 1].path != file.path { rank += 1 }
            if file.owner >= 0 { labelRank[file.owner] = rank } else { writtenRank[-1 - file.owner] = rank }
        }
        return (writtenRank, labelRank)
    }

    var violations: [Violation] {
        words.withLock { words in
            if let words { return words }
            let (pending, written, text) = (pending, writtenViolations, text)
            let violations = ParallelWork.map(pending.count, state: ()) { _, position in
                switch pending[position] {
                case .written(let index): written[index]
                case .layer(let layer): text!.violation(layer)
                }
            }
            words = violations
            return violations
        }
    }
}
