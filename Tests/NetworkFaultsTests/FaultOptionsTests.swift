import Testing
import ToolSupport

@testable import NetworkFaults

struct FaultOptionsTests {
    @Test func sinOpcionesJuegaLosDosRitmosYQuickSoloElInstantaneo() throws {
        #expect(try FaultOptions.parse([]).paces == [0, 5])
        #expect(try FaultOptions.parse(["--quick"]).paces == [0])
    }

    @Test(arguments: [
        (["--nope"], "takes --quick or nothing, not '--nope'"),
        (["--quick", "--quick"], "takes --quick or nothing, not '--quick --quick'"),
        (["--quick", "x"], "takes --quick or nothing, not '--quick x'"),
    ])
    func elMalUsoDiceQueFalla(arguments: [String], problem: String) {
        #expect(throws: ToolError.usage(problem)) { try FaultOptions.parse(arguments) }
    }
}
