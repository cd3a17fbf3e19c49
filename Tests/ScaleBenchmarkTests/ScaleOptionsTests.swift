import Testing
import ToolSupport

@testable import ScaleBenchmark

struct ScaleOptionsTests {
    @Test func sinNadaMideDeCincoACien() throws {
        #expect(try ScaleOptions.parse([]).steps == [5, 25, 50, 100])
        #expect(
            try ScaleOptions.parse(["5", "10", "--keep", "--results", "r.jsonl"])
                == ScaleOptions(steps: [5, 10], keep: true, results: "r.jsonl"))
    }

    @Test func losNSonEnterosCrecientesDesdeCinco() {
        for bad in [["4"], ["25", "5"], ["5", "5"], ["5", "--nope"], ["٥"], ["+5"], ["--results"]] {
            #expect(throws: ToolError.self) { try ScaleOptions.parse(bad) }
        }
    }

    @Test func elInformeDeResultadosGuardadosNoMideNada() throws {
        #expect(try ScaleOptions.parse(["--report-from", "r.jsonl"]).reportFrom == "r.jsonl")
        #expect(throws: ToolError.self) { try ScaleOptions.parse(["--report-from", "r.jsonl", "5"]) }
        #expect(throws: ToolError.self) { try ScaleOptions.parse(["--report-from", "r.jsonl", "--keep"]) }
    }
}
