import ArchitectureCheck
import Foundation
import Testing

/// The checker on this repository, as CI runs it: `swift test` fails when the code breaks the
/// architecture or the generated docs (module graph, module neighbourhoods) are stale.
@Suite("This repository")
struct RepositoryArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func elRepositorioCumpleLaArquitectura() throws {
        let policy = try Policy.load(from: Self.root.appendingPathComponent("Tooling/architecture-policy.json"))
        let package = try PackageDescriber.describe(root: Self.root)
        let report = try ArchitectureChecker(policy: policy, package: package, root: Self.root).check()
        let errors = report.errors.map { "\($0.file):\($0.line ?? 0): [\($0.rule.rawValue)] \($0.message)" }
        #expect(errors == [])
    }
}
