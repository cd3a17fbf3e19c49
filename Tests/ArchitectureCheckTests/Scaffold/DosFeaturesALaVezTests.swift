import Foundation
import Testing

@testable import ArchitectureCheck

/// `new-feature` on a copy of this repository, by two teams on two branches from the same commit:
/// each feature is its own files, the check passes right after each command, git merges the two
/// without a conflict, the one command regenerates what the merge left stale, and the check passes.
/// Tooling/new-feature-build.sh does the same and builds the result.
@Suite("Two features added at once", .serialized, .timeLimit(.minutes(3)))
struct DosFeaturesALaVezTests {
    static let identity = ["-c", "user.name=Marcador", "-c", "user.email=marcador@example.com", "-c", "commit.gpgsign=false"]

    @discardableResult
    static func git(_ arguments: [String], in root: URL) throws -> String {
        try Git.run(identity + arguments, root: root)
    }

    /// What `new-feature` printed.
    @discardableResult
    static func newFeature(_ name: String, branch: String, from base: String, in root: URL) async throws -> String {
        try git(["checkout", "-q", "-b", branch, base], in: root)
        let made = try await NewFeatureCommandTests.run(
            ["new-feature", name, "--uses", "Partidos", "--owner", "@marcador/\(name.lowercased())"], root: root)
        #expect(made.status == 0, "\(made.error)")
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Add \(name)"], in: root)
        return made.standard
    }

    /// The lock files SwiftPM names after a scratch folder of the checker's, in the temporary directory.
    static func describeLocks() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return Set(names.filter { $0.hasPrefix("_") && $0.contains("check-architecture") && $0.hasSuffix(".lock") })
    }

    @Test func dosRamasConUnaFeatureCadaUnaSeFusionanSinConflicto() async throws {
        let copy = try await NewFeatureCommandTests.copyOfTheRepository()
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.git(["init", "-q", "-b", "base"], in: copy)
        try Self.git(["add", "-A"], in: copy)
        try Self.git(["commit", "-q", "-m", "Base"], in: copy)

        let untouched = ["Tooling/architecture-policy.json", "Apps/MarcadorApp/ContenedorDeLaApp.swift", "Modules/Partidos/README.md"]
        let before = try untouched.map { try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8) }
        let locks = Self.describeLocks()

        // One feature: its files, its wiring and its owner, and the rules hold right after the command.
        let made = try await Self.newFeature("Estadios", branch: "estadios", from: "base", in: copy)
        #expect(made.contains("created Modules/Estadios/Domain/EstadiosRepositorio.swift"))
        #expect(made.contains("updated .github/CODEOWNERS"))
        let wiring = try String(
            contentsOf: copy.appendingPathComponent("Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Estadios.swift"), encoding: .utf8)
        #expect(wiring.contains("    func estadiosViewModel() -> EstadiosViewModel {"))
        let withEstadios = try await Self.package(copy)
        let estadiosRules = try Self.policy(copy).withKinds(of: withEstadios)
        #expect(try ArchitectureChecker(policy: estadiosRules, package: withEstadios, root: copy).check([]).errors.map(\.message) == [])
        #expect(
            try String(contentsOf: copy.appendingPathComponent(".github/CODEOWNERS"), encoding: .utf8).contains(
                "/Apps/MarcadorApp/Funcionalidades/ContenedorDeLaApp+Estadios.swift @marcador/estadios\n"))
        // No file another team owns changed, and describing the package left nothing in TMPDIR.
        #expect(try untouched.map { try String(contentsOf: copy.appendingPathComponent($0), encoding: .utf8) } == before)
        #expect(Self.describeLocks().subtracting(locks) == [])

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
        #expect(manifest.contains("\nfeature(\"Estadios\", dependsOn: [\"Core\", \"Presentacion\", \"Partidos\"], testsUse: [\"Core\"])\n"))
        #expect(manifest.contains("\nfeature(\"Fichajes\", dependsOn: [\"Core\", \"Presentacion\", \"Partidos\"], testsUse: [\"Core\"])\n"))

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
