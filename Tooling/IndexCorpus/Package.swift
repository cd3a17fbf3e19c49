// swift-tools-version: 6.2
// A small package of the cases the two readings of check-architecture must agree on: built, then
// checked with --index-store by Tooling/index-differential.sh. Not part of the main package.
import PackageDescription

let package = Package(
    name: "IndexCorpus",
    targets: [
        .target(name: "Core", path: "Modules/Core"),
        .target(name: "Liga", dependencies: ["Core"], path: "Modules/Liga"),
        .target(name: "Copa", dependencies: ["Core", "Liga"], path: "Modules/Copa"),
    ],
    swiftLanguageModes: [.v6]
)
