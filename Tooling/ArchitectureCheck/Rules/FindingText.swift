/// Puts layer findings into words. It keeps only what their strings are made of (the reported
/// files' labels and the names as written), so a report holds none of the check's per-file data.
struct FindingText: Sendable {
    struct FileLabel: Sendable {
        var path: String
        var target: String
        var layer: String?
    }

    private(set) var files: [FileLabel] = []
    private(set) var names: [UInt8] = []
    /// By position in the check's files: the file's position in `files`, or -1.
    private var labelOf: [Int32]
    private let ownFeature: [String: [String]]
    private let otherFeatureReason: String
    private let restrictedCoreReason: String
    /// The reasons findings give, written once rather than once per finding.
    private let ownFeatureReasons: [String: String]

    init(policy: Policy, layers: LayerTable, fileCount: Int) {
        labelOf = [Int32](repeating: -1, count: fileCount)
        ownFeature = policy.layers.ownFeature
        otherFeatureReason = "a feature may use only the \(policy.layers.otherFeature.joined(separator: ", ")) of another feature"
        restrictedCoreReason =
            "Core's \(policy.core.restricted.joined(separator: " and ")) are for \(policy.core.restrictedUsableFrom.joined(separator: ", ")) layers only"
        var reasons: [String: String] = [:]
        for layer in layers.names {
            reasons[layer] = Self.ownFeatureReason(layer, ownFeature: policy.layers.ownFeature)
        }
        ownFeatureReasons = reasons
    }

    private static func ownFeatureReason(_ layer: String, ownFeature: [String: [String]]) -> String {
        "\(layer) code may use only \((ownFeature[layer] ?? [layer]).joined(separator: ", ")) of its own feature"
    }

    /// Takes in one file's findings: their files become labels, their names join `names`, and
    /// each is appended to `pending`.
    mutating func gather(_ found: FileLayerFindings, from checked: [ScannedFile], into pending: inout [PendingFinding]) {
        let base = Int32(names.count)
        names += found.names
        for finding in found.findings {
            var gathered = finding
            gathered.file = label(Int(finding.file), from: checked)
            gathered.declaringFile = label(Int(finding.declaringFile), from: checked)
            gathered.nameStart += base
            pending.append(.layer(gathered))
        }
    }

    private mutating func label(_ fileIndex: Int, from checked: [ScannedFile]) -> Int32 {
        if labelOf[fileIndex] < 0 {
            let file = checked[fileIndex]
            labelOf[fileIndex] = Int32(files.count)
            files.append(FileLabel(path: file.path, target: file.target, layer: file.layer))
        }
        return labelOf[fileIndex]
    }

    /// Done gathering: the table from the check's files is no longer needed.
    consuming func gathered() -> FindingText {
        labelOf = []
        return self
    }

    private func used(_ finding: LayerFinding) -> String {
        let start = Int(finding.nameStart)
        return String(decoding: names[start..<(start + Int(finding.nameLength))], as: UTF8.self)
    }

    func subject(_ finding: LayerFinding) -> String {
        subject(used: used(finding), declaring: files[Int(finding.declaringFile)])
    }

    private func subject(used: String, declaring: FileLabel) -> String {
        "\(used) in \(declaring.target)/\(declaring.layer ?? "?")"
    }

    func violation(_ finding: LayerFinding) -> Violation {
        let file = files[Int(finding.file)]
        let declaring = files[Int(finding.declaringFile)]
        let used = used(finding)
        let layer = file.layer ?? "?"
        let usedLayer = declaring.layer ?? "?"
        let message =
            "\(file.target)/\(layer) uses \(used), declared in \(declaring.target)/\(usedLayer) (\(declaring.path):\(finding.declaringLine))"
        let subject = subject(used: used, declaring: declaring)
        let (line, column) = (Int(finding.line), Int(finding.column))
        switch finding.rule {
        case .layerOwnFeature:
            return Violation(
                rule: finding.rule, file: file.path, line: line, column: column, subject: subject, message: message,
                reason: ownFeatureReasons[layer] ?? Self.ownFeatureReason(layer, ownFeature: ownFeature),
                fix: usedLayer == "Data"
                    ? "depend on a Domain protocol that \(used) implements and let the app inject it"
                    : "move what \(layer) needs into Domain, or move this code to \(usedLayer)")
        case .layerOtherFeature:
            return Violation(
                rule: finding.rule, file: file.path, line: line, column: column, subject: subject, message: message,
                reason: otherFeatureReason,
                fix: "use a Domain protocol or model of \(declaring.target) instead; the app wires screens and data together")
        default:
            return Violation(
                rule: finding.rule, file: file.path, line: line, column: column, subject: subject, message: message,
                reason: restrictedCoreReason,
                fix: "move this code to Data/, or depend on a Domain protocol that a Data type implements with \(used)")
        }
    }
}
