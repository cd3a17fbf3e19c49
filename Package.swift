// swift-tools-version: 6.2
// One package, many modules. Read it like the architecture diagram in docs/architecture.md:
// the model and Core depend on nothing of ours, each feature names the features whose Domain it
// may use, the App sees every feature, and executables sit on top.
import PackageDescription

/// Settings every target shares: Swift 6 (complete concurrency checking) plus the upcoming
/// features that keep module boundaries honest (see docs/architecture.md, "Compiler settings").
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Marcador",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "marcador-demo", targets: ["MarcadorDemo"]),
        .executable(name: "check-architecture", targets: ["CheckArchitecture"]),
    ],
    targets: [],
    swiftLanguageModes: [.v6]
)

// MARK: - Helpers

/// A module under `Modules/<name>` with its test target under `Tests/<name>Tests`.
@MainActor func module(_ name: String, dependsOn dependencies: [String] = [], testsUse testSupport: [String] = []) {
    package.targets += [
        .target(
            name: name,
            dependencies: dependencies.map { .target(name: $0) },
            path: "Modules/\(name)",
            swiftSettings: settings
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: ([name] + dependencies + testSupport).map { .target(name: $0) },
            path: "Tests/\(name)Tests",
            swiftSettings: settings
        ),
    ]
}

/// A feature: Core and the model, plus the features whose Domain it may use.
@MainActor func feature(_ name: String, uses features: [String] = []) {
    let testSupport = ["CoreTestSupport"] + features.map { "\($0)TestSupport" }
    module(name, dependsOn: ["Core", "Torneo"] + features, testsUse: testSupport)
}

/// Fakes and spies shared by test targets, kept next to the tests under `Tests/Support/<name>`.
@MainActor func testSupport(_ name: String, dependsOn dependencies: [String]) {
    package.targets.append(
        .target(
            name: name,
            dependencies: dependencies.map { .target(name: $0) },
            path: "Tests/Support/\(name)",
            swiftSettings: settings
        )
    )
}

/// A plain target anywhere in the tree (apps, tooling, benchmarks).
@MainActor func target(_ name: String, path: String, dependsOn dependencies: [String] = [], executable: Bool = false) {
    let dependencies = dependencies.map { Target.Dependency.target(name: $0) }
    package.targets.append(
        executable
            ? .executableTarget(name: name, dependencies: dependencies, path: path, swiftSettings: settings)
            : .target(name: name, dependencies: dependencies, path: path, swiftSettings: settings)
    )
}

@MainActor func tests(_ name: String, dependsOn dependencies: [String]) {
    package.targets.append(
        .testTarget(
            name: name,
            dependencies: dependencies.map { .target(name: $0) },
            path: "Tests/\(name)",
            swiftSettings: settings
        )
    )
}

// MARK: - Model and Core (nothing of ours below them)

module("Torneo")
module("Core", testsUse: ["CoreTestSupport"])
testSupport("CoreTestSupport", dependsOn: ["Core"])

// MARK: - Features (each may use only the Domain of the features it names)

feature("Partidos")
testSupport("PartidosTestSupport", dependsOn: ["Partidos", "Torneo"])
feature("Marcador", uses: ["Partidos"])
feature("Arbitros")
feature("Cronica", uses: ["Partidos"])
feature("Equipos", uses: ["Partidos"])

// MARK: - App: the only library that sees every feature

let features = ["Partidos", "Marcador", "Arbitros", "Cronica", "Equipos"]
target("MarcadorApp", path: "Apps/MarcadorApp", dependsOn: features + ["Core", "Torneo"])
tests("MarcadorAppTests", dependsOn: ["MarcadorApp", "CoreTestSupport"] + features + ["Core", "Torneo"])
target("MarcadorDemo", path: "Apps/MarcadorDemo", dependsOn: ["MarcadorApp"] + features + ["Core", "Torneo"], executable: true)
tests("MarcadorDemoTests", dependsOn: ["MarcadorDemo", "CoreTestSupport"])

// MARK: - Tooling

target("ArchitectureCheck", path: "Tooling/ArchitectureCheck")
target("CheckArchitecture", path: "Tooling/CheckArchitecture", dependsOn: ["ArchitectureCheck"], executable: true)
tests("ArchitectureCheckTests", dependsOn: ["ArchitectureCheck"])
target("BenchmarkAlmacen", path: "Tooling/Benchmarks/BenchmarkAlmacen", dependsOn: ["Core", "Torneo"], executable: true)
target("BenchmarkArchitecture", path: "Tooling/Benchmarks/BenchmarkArchitecture", dependsOn: ["ArchitectureCheck"], executable: true)
