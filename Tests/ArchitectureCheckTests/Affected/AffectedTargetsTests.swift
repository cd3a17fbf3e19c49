import Foundation
import Testing

@testable import ArchitectureCheck

@Suite("affected: the test targets a change can break")
struct AffectedTargetsTests {
    /// The repository's shape in miniature: a feature used by the app, the demo on the app.
    static let package = DescribedPackage(
        name: "Liga",
        targets: [
            DescribedTarget(name: "Core", type: "library", path: "Modules/Core", sources: []),
            DescribedTarget(name: "Arbitros", type: "library", path: "Modules/Arbitros", sources: [], dependencies: ["Core"]),
            DescribedTarget(name: "Partidos", type: "library", path: "Modules/Partidos", sources: [], dependencies: ["Core"]),
            DescribedTarget(name: "App", type: "library", path: "Apps/App", sources: [], dependencies: ["Arbitros", "Partidos"]),
            DescribedTarget(name: "Demo", type: "executable", path: "Apps/Demo", sources: [], dependencies: ["App"]),
            DescribedTarget(name: "CoreTests", type: "test", path: "Tests/CoreTests", sources: [], dependencies: ["Core"]),
            DescribedTarget(name: "ArbitrosTests", type: "test", path: "Tests/ArbitrosTests", sources: [], dependencies: ["Arbitros"]),
            DescribedTarget(name: "PartidosTests", type: "test", path: "Tests/PartidosTests", sources: [], dependencies: ["Partidos"]),
            DescribedTarget(name: "AppTests", type: "test", path: "Tests/AppTests", sources: [], dependencies: ["App"]),
            DescribedTarget(name: "DemoTests", type: "test", path: "Tests/DemoTests", sources: [], dependencies: ["Demo"]),
            DescribedTarget(name: "Support", type: "library", path: "Tests/Support/Support", sources: [], dependencies: ["Core"]),
            DescribedTarget(name: "CheckTests", type: "test", path: "Tests/CheckTests", sources: [], dependencies: []),
        ])

    static func tests(_ changed: [String], readers: Set<String> = []) -> [String] {
        AffectedTargets(changed: changed, package: package, policyPath: "Tooling/policy.json", readers: readers).testTargets
    }

    @Test func unArchivoDeUnaFeatureEligeSusTestsYLosDeQuienDependeDeElla() {
        #expect(Self.tests(["Modules/Arbitros/Data/Repositorio.swift"]) == ["AppTests", "ArbitrosTests", "DemoTests"])
    }

    @Test func coreEligeATodosLosQueLoUsanAunqueSeaDeFormaIndirecta() {
        #expect(Self.tests(["Modules/Core/Red.swift"]) == ["AppTests", "ArbitrosTests", "CoreTests", "DemoTests", "PartidosTests"])
    }

    @Test func unArchivoBorradoORenombradoCuentaParaElTargetQueDejo() {
        // `git diff --no-renames` lists both sides of a rename; a deleted file keeps its old path.
        #expect(
            Self.tests(["Modules/Partidos/Viejo.swift", "Modules/Partidos/Domain/Nuevo.swift"]) == [
                "AppTests", "DemoTests", "PartidosTests",
            ])
    }

    @Test func loQueNoSePuedeAsignarConSeguridadLoEligeTodo() {
        let all = ["AppTests", "ArbitrosTests", "CheckTests", "CoreTests", "DemoTests", "PartidosTests"]
        for path in [
            "Package.swift", "Tooling/policy.json", ".ci/run", ".github/workflows/ci.yml", "docs/architecture.md", ".swift-version",
        ] {
            let selection = AffectedTargets(changed: [path], package: Self.package, policyPath: "Tooling/policy.json", readers: [])
            #expect(selection.testTargets == all, "\(path)")
            #expect(selection.everything?.hasPrefix(path) == true, "\(path)")
        }
    }

    @Test func losTestsQueLeenElRepositorioLosEligeCualquierCambio() {
        #expect(
            Self.tests(["Modules/Partidos/Domain/Gol.swift"], readers: ["CheckTests"]) == [
                "AppTests", "CheckTests", "DemoTests", "PartidosTests",
            ])
        #expect(Self.tests([], readers: ["CheckTests"]) == [])
    }

    @Test func elSoporteDeTestsEligeLosTestsQueLoUsan() {
        var package = Self.package
        package.targets[6].dependencies.append("Support")
        let selection = AffectedTargets(changed: ["Tests/Support/Support/Espia.swift"], package: package, policyPath: "", readers: [])
        #expect(selection.testTargets == ["ArbitrosTests"])
    }

    @Test func laMatrizEsLaDeGitHubActions() {
        let selection = AffectedTargets(changed: ["Modules/Partidos/A.swift"], package: Self.package, policyPath: "", readers: [])
        #expect(selection.matrix == #"{"include":[{"target":"AppTests"},{"target":"DemoTests"},{"target":"PartidosTests"}]}"#)
        #expect(AffectedTargets(changed: [], package: Self.package, policyPath: "", readers: []).matrix == #"{"include":[]}"#)
    }
}

/// The command on a real git repository with a real manifest.
@Suite("affected on a git repository", .timeLimit(.minutes(2)))
struct AffectedCommandTests {
    @Test func eligeLosTestsDelCambioSinConfirmarYDelArchivoNuevo() async throws {
        let root = scratchFolder("affected")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Liga", targets: [
                .target(name: "Core", path: "Modules/Core"),
                .target(name: "Arbitros", dependencies: ["Core"], path: "Modules/Arbitros"),
                .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Tests/CoreTests"),
                .testTarget(name: "ArbitrosTests", dependencies: ["Arbitros"], path: "Tests/ArbitrosTests"),
            ])
            """,
            ".gitignore": ".build/\n",
            "Modules/Core/Core.swift": "public struct Core {}\n",
            "Modules/Arbitros/Arbitro.swift": "public struct Arbitro {}\n",
            "Tests/CoreTests/CoreTests.swift": "import Core\n",
            "Tests/ArbitrosTests/ArbitrosTests.swift": "import Arbitros\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "one"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", root.path] + arguments
            try git.run()
            git.waitUntilExit()
            try #require(git.terminationStatus == 0)
        }
        try Data("public struct Arbitro { var nombre = \"\" }\n".utf8).write(
            to: root.appendingPathComponent("Modules/Arbitros/Arbitro.swift"))

        let captured = CapturedOutput()
        let status = try await onItsOwnThread {
            CheckArchitectureCommand.run(
                ["affected", "--root", root.path, "--base", "HEAD"], environment: [:], isTerminal: false, output: captured.output)
        }
        #expect(status == 0)
        #expect(captured.standard == "ArbitrosTests\n")
        #expect(captured.error.hasPrefix("affected: 1 of 2 test targets (1 changed file since HEAD)"))

        try Data("public struct Nuevo {}\n".utf8).write(to: root.appendingPathComponent("Modules/Core/Nuevo.swift"))
        let again = CapturedOutput()
        _ = try await onItsOwnThread {
            CheckArchitectureCommand.run(
                ["affected", "--root", root.path, "--base", "HEAD", "--format", "json"], environment: [:], isTerminal: false,
                output: again.output)
        }
        #expect(again.standard == #"{"include":[{"target":"ArbitrosTests"},{"target":"CoreTests"}]}"# + "\n")

        let bad = CapturedOutput()
        let badStatus = try await onItsOwnThread {
            CheckArchitectureCommand.run(
                ["affected", "--root", root.path, "--base", "no-such-rev"], environment: [:], isTerminal: false, output: bad.output)
        }
        #expect(badStatus == 2)
        #expect(bad.error.contains("does the revision exist?"))
    }
}
