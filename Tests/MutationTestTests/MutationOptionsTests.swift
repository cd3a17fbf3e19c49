import Testing
import ToolSupport

@testable import MutationTest

struct MutationOptionsTests {
    @Test func cadaOpcionLlegaASuCampo() throws {
        let options = try MutationOptions.parse([
            "--module", "Torneo,Core", "--file", "a.swift", "--file", "b.swift", "--timeout", "30", "--changed", "origin/main",
            "--fail-under", "90", "--list", "--report", "r.md", "--work-dir", "w", "--lock", "none",
        ])
        #expect(options.modules == ["Torneo", "Core"])
        #expect(options.files == ["a.swift", "b.swift"])
        #expect(options.timeout == 30 && options.failUnder == 90 && options.listsOnly)
        #expect(options.changedSince == "origin/main" && options.report == "r.md" && options.workDirectory == "w" && options.lock == "none")
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"), (["--timeout"], "--timeout needs a value"),
        (["--timeout", "0"], "--timeout takes a whole number above 0, not '0'"),
        (["--fail-under", "９０"], "--fail-under takes a whole number above 0, not '９０'"),
        (["--timeout", "+5"], "--timeout takes a whole number above 0, not '+5'"),
    ])
    func elMalUsoDiceQueFalla(arguments: [String], problem: String) {
        #expect(throws: ToolError.usage(problem)) { try MutationOptions.parse(arguments) }
    }
}
