import Foundation
import Testing
import ToolSupport

@testable import MutationTest

struct MutationReportTests {
    static func mutant(_ line: Int, _ description: String = "'<' → '<='") -> Mutant {
        Mutant(file: "Modules/A/Domain/X.swift", line: line, column: 9, description: description, start: 0, end: 0, replacement: "")
    }

    static let report = MutationReport(results: [
        (
            "A",
            [
                .init(mutant: mutant(1), outcome: .killed), .init(mutant: mutant(2), outcome: .survived),
                .init(mutant: mutant(3), outcome: .equivalent),
            ]
        ),
        ("B", [.init(mutant: mutant(4), outcome: .killedByTimeout), .init(mutant: mutant(5), outcome: .didNotCompile)]),
        ("C", []),
    ])

    @Test func laNotaEsMatadosEntreJuzgadosEnTodosLosModulos() throws {
        #expect(try #require(Self.report.score).isApproximatelyEqual(to: 200.0 / 3))
        #expect(MutationReport(results: [("A", [.init(mutant: Self.mutant(1), outcome: .equivalent)])]).score == nil)
    }

    @Test func laTablaCuentaCadaDesenlacePorModuloYListaCadaSuperviviente() {
        let text = Self.report.markdown(
            command: "Tooling/mutation-test.sh --module A", scope: "every mutant", minutes: 1.25, commit: "abc1234", date: "2026-12-03",
            equivalents: [Self.mutant(3).key: "the same either way"])
        #expect(text.contains("- date: 2026-12-03; commit abc1234\n- mutants: every mutant\n- time: 1.2 min"))
        #expect(text.contains("| A | 3 | 1 | 1 | 1 | 0 | 50% |"))
        #expect(text.contains("| B | 2 | 1 | 0 | 0 | 1 | 100% |"))
        #expect(!text.contains("| C |"))
        #expect(text.contains("## Survivors (1)\n\n- `Modules/A/Domain/X.swift:2:9` '<' → '<='\n"))
        #expect(text.contains("## Equivalent (1)\n\n- `Modules/A/Domain/X.swift:3:9` '<' → '<=' — the same either way\n"))
        #expect(text.contains("## Did not compile (1)\n\n- `Modules/A/Domain/X.swift:5:9`"))
    }

    @Test func unMutanteEsElTextoConUnaSolaEdicionEnSusBytes() {
        let source = Data("let ñ = a < b\n".utf8)
        // "ñ" is two bytes: the edit goes by bytes, the column by characters.
        let flip = Mutant(file: "X.swift", line: 1, column: 11, description: "'<' → '<='", start: 11, end: 12, replacement: "<=")
        #expect(String(decoding: flip.applied(to: source), as: UTF8.self) == "let ñ = a <= b\n")
    }

    @Test func losEquivalentesSonLineasMutanteBarraPorQue() {
        let text = "# a comment | not one\nModules/A/X.swift:3:9 '<' → '<=' | never equal\n\nno bar here\n"
        #expect(Equivalents.parse(text) == ["Modules/A/X.swift:3:9 '<' → '<='": "never equal"])
    }
}

extension Double {
    fileprivate func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
