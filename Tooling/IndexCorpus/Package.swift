// swift-tools-version: 6.2
// The checker's fixture corpus: every hard case, with the finding it must produce marked on its line
// (`// expect: RULE`) and no finding anywhere else. Tooling/check-corpus.sh checks it. Not part of
// the main package.
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
