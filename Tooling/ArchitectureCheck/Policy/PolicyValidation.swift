/// The policy must be one this checker reads, with layer rules that name only layer folders and
/// Core rules that name only Core's parts.
enum PolicyValidation {
    static func problems(policy: Policy) -> [String] {
        var problems: [String] = []
        if policy.version != Policy.supportedVersion {
            problems.append("version \(policy.version) is not supported; set \"version\": \(Policy.supportedVersion)")
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
        for shared in policy.sharedAppFiles where shared.why.allSatisfy(\.isWhitespace) {
            problems.append("\"sharedAppFiles\" lets \(shared.file) use \(shared.features.joined(separator: ", ")) without a why; say why")
        }
        return problems
    }
}
