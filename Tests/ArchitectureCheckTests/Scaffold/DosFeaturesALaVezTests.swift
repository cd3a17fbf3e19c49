import Foundation
import Testing

@testable import ArchitectureCheck

/// Two teams add a feature on two branches from the same commit: git merges them without a
/// conflict, the one command regenerates what the merge left stale, and the check passes.
/// Tooling/new-feature-build.sh does the same and builds the result.
@Suite("Two features added at once", .serialized, .timeLimit(.minutes(3)))
struct DosFeaturesALaVezTests {
    static let identity = ["-c", "user.name=Marcador", "-c", "user.email=marcador@example.com", "-c", "commit.gpgsign=false"]

    @discardableResult
    static func git(_ arguments: [String], in root: URL) throws -> String {
        try Git.run(identity + arguments, root: root)
    }

    static func newFeature(_ name: String, branch: String, from base: String, in root: URL) async throws {
        try git(["checkout", "-q", "-b", branch, base], in: root)
        let made = try await NewFeatureCommandTests.run(
            ["new-feature", name, "--uses", "Partidos", "--owner", "@marcador/\(name.lowercased())"], root: root)
        #expect(made.status == 0, "\(made.error)")
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Add \(name)"], in: root)
    }

    @Test func dosRamasConUnaFeatureCadaUnaSeFusionanSinConflicto() async throws {
        let copy = try await NewFeatureCommandTests.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.git(["init", "-q", "-b", "base"], in: copy)
        try Self.git(["add", "-A"], in: copy)
        try Self.git(["commit", "-q", "-m", "Base"], in: copy)

        try await Self.newFeature("Estadios", branch: "estadios", from: "base", in: copy)
        try await Self.newFeature("Fichajes", branch: "fichajes", from: "base", in: copy)

        // What each team touched outside its own new files: one shared file, the manifest, plus the
        // generated ones.
        let generated = try GeneratedDocs(policy: try Self.policy(copy), package: try await Self.package(copy), root: copy).documents()
            .map(\.path)
        for (branch, name) in [("estadios", "Estadios"), ("fichajes", "Fichajes")] {
            let changed = try Self.git(["diff", "--name-only", "--diff-filter=M", "base", branch], in: copy).split(separator: "\n").map(
                String.init)
            #expect(changed.filter { !generated.contains($0) } == ["Package.swift"], "\(name)")
        }

        try Self.git(["checkout", "-q", "estadios"], in: copy)
        let merge = try Subprocess.run(
            ["git", "-C", copy.path] + Self.identity + ["merge", "--no-edit", "fichajes"], cannotStart: { .gitFailed(problem: $0) })
        #expect(merge.status == 0, "\(String(decoding: merge.output, as: UTF8.self))")
        #expect(try Self.git(["diff", "--name-only", "--diff-filter=U"], in: copy).isEmpty)
        let manifest = try String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("\nfeature(\"Estadios\", dependsOn: [\"Core\", \"Partidos\"])\n"))
        #expect(manifest.contains("\nfeature(\"Fichajes\", dependsOn: [\"Core\", \"Partidos\"])\n"))

        // The one command, then nothing is stale and the rules hold for both features.
        let update = try await NewFeatureCommandTests.run(["--update-docs", "--no-build"], root: copy)
        #expect(update.status == 0, "\(update.error)")
        let package = try await Self.package(copy)
        let policy = try Self.policy(copy).withKinds(of: package)
        #expect(try GeneratedDocs(policy: policy, package: package, root: copy).staleViolations().map(\.message) == [])
        #expect(try ArchitectureChecker(policy: policy, package: package, root: copy).check([]).errors.map(\.message) == [])
        #expect(Set(["Estadios", "Fichajes"]).isSubset(of: package.target(named: "MarcadorApp")?.dependencies ?? []))
        let owners = try String(contentsOf: copy.appendingPathComponent(".github/CODEOWNERS"), encoding: .utf8)
        #expect(owners.contains("/Modules/Estadios/ @marcador/estadios\n") && owners.contains("/Modules/Fichajes/ @marcador/fichajes\n"))
    }

    static func package(_ root: URL) async throws -> DescribedPackage {
        try await onItsOwnThread { try PackageDescriber.describe(root: root) }
    }

    static func policy(_ root: URL) throws -> Policy {
        try Policy.load(from: root.appendingPathComponent("Tooling/architecture-policy.json"))
    }
}
