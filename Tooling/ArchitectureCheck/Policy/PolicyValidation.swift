/// The policy and the manifest must describe the same package: every target named, no entry
/// that matches nothing (stale configuration fails), kinds that agree with SwiftPM's.
enum PolicyValidation {
    static func problems(policy: Policy, package: DescribedPackage) -> [String] {
        var problems: [String] = []
        if policy.version != Policy.supportedVersion {
            problems.append("version \(policy.version) is not supported; set \"version\": \(Policy.supportedVersion)")
        }
        let declared = Set(package.targets.map(\.name))
        for target in package.targets where policy.targets[target.name] == nil {
            problems.append("target \(target.name) (\(target.path)) has no kind")
        }
        for name in policy.targets.keys.sorted() where !declared.contains(name) {
            problems.append("a kind is given for \(name), which Package.swift does not declare")
        }
        for target in package.targets {
            if let kind = policy.targets[target.name], kind.describedType != target.type {
                problems.append(
                    "\(target.name) is \(target.type.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(target.type) target but the policy calls it \(kind.rawValue); correct its kind"
                )
            }
        }
        // By name, the first of each name as `DescribedPackage.target(named:)` finds it.
        let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (feature, used) in policy.featureArrows.sorted(by: { $0.key < $1.key }) {
            guard policy.targets[feature] == .feature else {
                problems.append("\"featureArrows\" starts at \(feature), which is not a feature; remove the entry")
                continue
            }
            let dependencies = Set(byName[feature]?.dependencies ?? [])
            for other in used {
                if policy.targets[other] != .feature {
                    problems.append("\"featureArrows\" allows \(feature) -> \(other), which is not a feature; remove it")
                } else if !dependencies.contains(other) {
                    problems.append(
                        "\"featureArrows\" allows \(feature) -> \(other) but Package.swift declares no such dependency; remove the stale arrow"
                    )
                }
            }
        }
        let folders = Set(policy.layers.folders)
        for (layer, allowed) in policy.layers.ownFeature.sorted(by: { $0.key < $1.key }) {
            for name in [layer] + allowed where !folders.contains(name) {
                problems.append("\"layers.ownFeature\" names \(name), which is not in \"layers.folders\"; add or remove it")
            }
        }
        for layer in policy.layers.folders where policy.layers.ownFeature[layer] == nil {
            problems.append("\"layers.ownFeature\" has no rule for \(layer); add \"\(layer)\": [\"\(layer)\"]")
        }
        for name in policy.layers.otherFeature + policy.core.restrictedUsableFrom where !folders.contains(name) {
            problems.append("layer \(name) is not in \"layers.folders\"; add or remove it")
        }
        for part in policy.core.restricted where !policy.core.parts.contains(part) {
            problems.append("\"core.restricted\" names \(part), which is not in \"core.parts\"; add or remove it")
        }
        return problems
    }
}
