import Foundation

/// The lexical check and the compiler's index, compared: a layer finding that one makes and the other
/// does not, on code both see, is a disagreement. The index sees only the branches active on the
/// platform that built it, so a lexical finding counts only on a line the index recorded something on.
public enum IndexDifferential {
    static let layerRules: Set<Rule> = [.layerOwnFeature, .layerOtherFeature, .layerRestrictedCore]

    public static func disagreements(lexical: [Violation], index: [Violation], indexedLines: Set<String>) -> [Violation] {
        let lexicalLayer = lexical.filter { layerRules.contains($0.rule) }
        let lexicalKeys = Set(lexicalLayer.map(key))
        let indexKeys = Set(index.map(key))
        var found: [Violation] = []
        for violation in index where !lexicalKeys.contains(key(violation)) {
            found.append(
                disagreement(
                    violation, said: "the compiler's index finds it and the lexical check does not",
                    fix: "teach the lexical check this case (Tooling/ArchitectureCheck), then fix the code"))
        }
        for violation in lexicalLayer where !indexKeys.contains(key(violation)) {
            guard let line = violation.line, indexedLines.contains("\(violation.file):\(line)") else { continue }
            found.append(
                disagreement(
                    violation, said: "the lexical check finds it and the compiler's index does not",
                    fix: "the lexical check misreads this line: fix it in Tooling/ArchitectureCheck"))
        }
        return found.sorted(by: Violation.ordered)
    }

    /// Rule, position (line and column of the name) and the declaration's target and layer: the
    /// two modes spell the used name differently (`Tipo.self`, `funcion(etiqueta:)`), never where
    /// it starts or where it is declared.
    static func key(_ violation: Violation) -> String {
        let declared = violation.subject.components(separatedBy: " in ").last ?? violation.subject
        return "\(violation.rule.rawValue)|\(violation.file)|\(violation.line ?? 0)|\(violation.column ?? 0)|\(declared)"
    }

    private static func disagreement(_ violation: Violation, said: String, fix: String) -> Violation {
        Violation(
            rule: .indexDisagreement, file: violation.file, line: violation.line, column: violation.column, subject: violation.subject,
            message: "\(violation.rule.rawValue): \(violation.message): \(said)",
            reason: "both modes must agree, or one of them is wrong", fix: fix)
    }
}
