// swift-tools-version: 6.2
// One package, many modules. Read it like the architecture diagram in docs/architecture.md:
// the model and Core depend on nothing of ours, each feature names the features whose Domain it
// may use (those dependencies are the arrows between features), the App sees every feature, and
// executables sit on top.
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
        .executable(name: "marcador-app", targets: ["MarcadorAppleApp"]),
        .library(name: "MarcadorApp", targets: ["MarcadorApp", "Core", "Presentacion"]),
        .executable(name: "check-architecture", targets: ["CheckArchitecture"]),
    ],
    targets: [],
    swiftLanguageModes: [.v6]
)

// MARK: - Helpers

/// A module under `Modules/<name>` (its README and its public-API contract, API.txt, beside the
/// code) and its tests under `Tests/<name>Tests`, which use the module plus `testsUse`.
@MainActor func module(_ name: String, dependsOn dependencies: [String] = [], testsUse testDependencies: [String] = []) {
    package.targets += [
        .target(
            name: name,
            dependencies: dependencies.map { .target(name: $0) },
            path: "Modules/\(name)",
            exclude: ["README.md", "API.txt"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: ([name] + testDependencies).map { .target(name: $0) },
            path: "Tests/\(name)Tests",
            swiftSettings: settings
        ),
    ]
}

/// The features, in the order their lines come: the app and the demo depend on all of them.
var features: [String] = []

/// A feature: a module (see `module`) that the app composes. Adding a feature is this one line; two
/// teams adding one at the same time merge cleanly (Package.swift merges by union, .gitattributes).
@MainActor func feature(_ name: String, dependsOn dependencies: [String] = [], testsUse testDependencies: [String] = []) {
    features.append(name)
    module(name, dependsOn: dependencies, testsUse: testDependencies)
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

/// An app, tool or benchmark: a library or an executable at `path`, with a README when it has one
/// and a public-API contract (API.txt) when other teams build on it.
@MainActor func target(
    _ name: String, path: String, dependsOn dependencies: [String] = [], executable: Bool = false, readme: Bool = true,
    contract: Bool = false, plugins: [String] = []
) {
    let dependencies = dependencies.map { Target.Dependency.target(name: $0) }
    let exclude = (readme ? ["README.md"] : []) + (contract ? ["API.txt"] : [])
    let plugins = plugins.map { Target.PluginUsage.plugin(name: $0) }
    package.targets.append(
        executable
            ? .executableTarget(
                name: name, dependencies: dependencies, path: path, exclude: exclude, swiftSettings: settings, plugins: plugins)
            : .target(name: name, dependencies: dependencies, path: path, exclude: exclude, swiftSettings: settings, plugins: plugins)
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

// MARK: - Model and Core: nothing of ours below them

module("Torneo")
module("Core", testsUse: ["CoreTestSupport"])
testSupport("CoreTestSupport", dependsOn: ["Core"])

// MARK: - Presentacion: how a feature presents itself in the app's shells (its UI imports it, like SwiftUI)

module("Presentacion", dependsOn: ["Core"], testsUse: ["PresentacionTestSupport"])
testSupport("PresentacionTestSupport", dependsOn: ["Presentacion"])

// MARK: - Features: Core, the model, Presentacion (UI only), and the Domain of the features each one names

feature("Partidos", dependsOn: ["Core", "Presentacion", "Torneo"], testsUse: ["Core", "CoreTestSupport", "Torneo", "PartidosTestSupport"])
testSupport("PartidosTestSupport", dependsOn: ["Partidos"])
feature(
    "Marcador", dependsOn: ["Core", "Presentacion", "Torneo", "Partidos"],
    testsUse: ["Core", "CoreTestSupport", "Partidos", "Presentacion", "Torneo"])
feature("Arbitros", dependsOn: ["Core", "Presentacion"], testsUse: ["Core", "CoreTestSupport"])
feature(
    "Cronica", dependsOn: ["Core", "Presentacion", "Torneo", "Partidos"],
    testsUse: ["Core", "CoreTestSupport", "Partidos", "Torneo"])
feature(
    "Equipos", dependsOn: ["Core", "Presentacion", "Torneo", "Partidos"],
    testsUse: ["Core", "CoreTestSupport", "Partidos", "Torneo"])
feature(
    "Clasificacion", dependsOn: ["Core", "Presentacion", "Torneo", "Partidos"],
    testsUse: ["Core", "CoreTestSupport", "Partidos", "Torneo", "Marcador", "Presentacion", "PresentacionTestSupport"])

// MARK: - App: the only library that sees every feature; the demo on top

// Each feature registers itself in its wiring file; the plugin collects them (Tooling/Plugins).
target(
    "MarcadorApp", path: "Apps/MarcadorApp", dependsOn: features + ["Core", "Presentacion"], contract: true,
    plugins: ["RegistroDeFuncionalidades"])
// The app's tests exercise the wiring of these five features; a new feature is tested in its own target.
tests(
    "MarcadorAppTests",
    dependsOn: [
        "MarcadorApp", "Core", "CoreTestSupport", "Presentacion", "Torneo", "Partidos", "PartidosTestSupport", "Marcador",
        "Arbitros",
        "Cronica", "Equipos",
    ])
target("MarcadorDemo", path: "Apps/MarcadorDemo", dependsOn: ["MarcadorApp", "Core", "Presentacion"], executable: true)
// The SwiftUI app (Apple platforms; on Linux it says so and points to the demo). An iOS app target
// in Xcode links the MarcadorApp library product instead.
target("MarcadorAppleApp", path: "Apps/MarcadorAppleApp", dependsOn: ["MarcadorApp", "Core"], executable: true)
tests("MarcadorDemoTests", dependsOn: ["MarcadorDemo", "MarcadorAppleApp", "Core", "CoreTestSupport", "Presentacion"])

// MARK: - Tooling

// The build plugin that lists the App's feature registrations, and the tool it runs.
target("GeneradorDelRegistro", path: "Tooling/GeneradorDelRegistro", executable: true, readme: false)
package.targets.append(
    .plugin(
        name: "RegistroDeFuncionalidades", capability: .buildTool(), dependencies: ["GeneradorDelRegistro"],
        path: "Tooling/Plugins/RegistroDeFuncionalidades"))

// The compiler's index, read through the toolchain's libIndexStore, loaded at run time (this target
// is the one C type its API needs declared).
package.targets.append(
    .target(name: "IndexStore", path: "Tooling/IndexStore", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]))
target("ArchitectureCheck", path: "Tooling/ArchitectureCheck", dependsOn: ["IndexStore"], readme: false)
target("CheckArchitecture", path: "Tooling/CheckArchitecture", dependsOn: ["ArchitectureCheck"], executable: true, readme: false)
tests("ArchitectureCheckTests", dependsOn: ["ArchitectureCheck"])
// The checker where Swift developers look: `swift package check-architecture` runs the tool from the
// build SwiftPM makes first (the plugins build it, rather than a second copy for the host);
// `swift package new-feature` writes, so it asks for permission (Tooling/Plugins).
package.targets += [
    .plugin(
        name: "CheckArchitecturePlugin",
        capability: .command(
            intent: .custom(verb: "check-architecture", description: "Check modules, imports, layers and public APIs against the policy")),
        path: "Tooling/Plugins/CheckArchitecturePlugin"),
    .plugin(
        name: "NewFeaturePlugin",
        capability: .command(
            intent: .custom(verb: "new-feature", description: "Add a feature module, its tests, README, wiring file and manifest line"),
            permissions: [.writeToPackageDirectory(reason: "new-feature writes the feature's files and its line in Package.swift")]),
        path: "Tooling/Plugins/NewFeaturePlugin"),
]
// The parsers under libFuzzer (Tooling/fuzz.sh); a plain build replays the seed corpora.
target(
    "MarcadorFuzz", path: "Tooling/Fuzz/Arneses",
    dependsOn: ["MarcadorApp", "Core", "Presentacion", "Torneo", "Partidos", "Arbitros", "Cronica"],
    executable: true, readme: false)
