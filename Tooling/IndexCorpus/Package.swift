// swift-tools-version: 6.2
// The checker's fixture corpus: every hard case, with the finding it must produce marked on its line
// (`// expect: RULE`) and no finding anywhere else. Tooling/check-corpus.sh checks it. Not part of
// the main package. Each rule meets every kind of reference once, each layer pair at least once:
//   from → to → rule (where)
//   Liga/UI → Liga/Data → layer.own-feature, every kind (UsosDeDataEnUI), the spelling cases (VistaDeLiga)
//   Liga/Domain → Liga/Data and Liga/UI → layer.own-feature (UsosDeDataYUIEnDomain)
//   Liga/Domain → Core/Network → layer.restricted-core, every kind (UsosDeRedEnDomain)
//   Liga/UI → Core/Network, also through an alias in Core/Logging → layer.restricted-core (VistaDeLiga)
//   Copa/UI → Liga/Data → layer.other-feature, every kind (UsosDeDataDeLiga), VistaDeCopa
//   Copa/Domain → Liga/UI → layer.other-feature (Copa)
//   Liga/Data → Core/Network, every kind (UsosDeRedEnData); Data and UI → own Domain; UI → UI;
//   Copa → Liga/Domain, Core/Logging → none
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
