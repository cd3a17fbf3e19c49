import Foundation
import Testing
import ToolSupport

@Suite(.timeLimit(.minutes(1)))
struct ToolCommandTests {
    /// `swift test` runs the tests in a session of their own: stopping a run at its limit must end
    /// them too, or the run never learns that the command ended.
    @Test func unaOrdenQuePasaSuLimiteTerminaConTodoLoQueEmpezo() throws {
        let folder = FileManager.default.temporaryDirectory
        let marca = folder.appendingPathComponent("tool-command-\(UUID().uuidString).pid")
        defer { try? FileManager.default.removeItem(at: marca) }
        let orden = "setsid sleep 300 & echo $! > '\(marca.path)'; wait"
        // The test runner's children inherit its blocked signals, so here only the kill after the
        // grace period ends them.
        let (status, _) = try ToolCommand.run(["sh", "-c", orden], in: folder, limit: 0.5, grace: 0.2)
        #expect(status == nil)
        let pid = try #require(pid_t(String(contentsOf: marca, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Gone or a zombie waiting for its new parent: either way it no longer runs.
        let estado = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
        #expect(estado == nil || estado == "Z", "the command's grandchild is still running")
    }
}
