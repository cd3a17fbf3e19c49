/// Every target's kind, from where it lives and what SwiftPM says it is (the table in
/// Tooling/README.md), so the policy states only what the layout cannot: which module is the model,
/// which is Core, and the feature arrows.
enum TargetKinds {
    /// The kinds, or one problem per target that fits none.
    static func derive(package: DescribedPackage, policy: Policy) -> Result<[String: TargetKind], Problems> {
        var kinds: [String: TargetKind] = [:]
        var problems: [String] = []
        for target in package.targets {
            switch kind(of: target, policy: policy) {
            case .success(let kind): kinds[target.name] = kind
            case .failure(let problem): problems.append(problem.text)
            }
        }
        let declared = Set(package.targets.map(\.name))
        for (key, name) in [("model", policy.model), ("core.module", policy.core.module)] {
            if let name, !declared.contains(name) {
                problems.append("\"\(key)\" names \(name), which Package.swift does not declare; name an existing target")
            }
        }
        return problems.isEmpty ? .success(kinds) : .failure(Problems(text: problems.joined(separator: "\n  ")))
    }

    struct Problems: Error {
        var text: String
    }

    static func kind(of target: DescribedTarget, policy: Policy) -> Result<TargetKind, Problems> {
        if target.name == policy.model { return .success(.model) }
        if target.name == policy.core.module { return .success(.core) }
        switch target.type {
        case "test": return .success(.test)
        case "executable": return .success(.executable)
        case "library": break
        default:
            return .failure(Problems(text: "\(target.name) is a \(target.type) target, which the architecture has no kind for"))
        }
        let folders = target.path.split(separator: "/")
        switch folders.first {
        case "Modules" where folders.count == 2:
            let layers = Set(policy.layers.folders)
            if target.sources.contains(where: { $0.split(separator: "/").first.map { layers.contains(String($0)) } ?? false }) {
                return .success(.feature)
            }
            return .failure(
                Problems(
                    text:
                        "\(target.name) (\(target.path)) has no \(policy.layers.folders.joined(separator: ", ")) folder; a feature keeps its code in them (or name it the policy's \"model\" or \"core.module\")"
                ))
        case "Apps": return .success(.app)
        case "Tests" where folders.dropFirst().first == "Support": return .success(.testSupport)
        case "Tooling": return .success(.tooling)
        default:
            return .failure(
                Problems(
                    text:
                        "\(target.name) (\(target.path)) is in no folder that says its kind; put it in Modules/<Name>, Apps/, Tests/Support/ or Tooling/"
                ))
        }
    }
}

extension Policy {
    /// The policy with every target's kind derived from `package`.
    public func withKinds(of package: DescribedPackage) throws(CheckError) -> Policy {
        switch TargetKinds.derive(package: package, policy: self) {
        case .success(let kinds):
            var policy = self
            policy.targets = kinds
            return policy
        case .failure(let problems):
            throw .invalidPolicy(problem: problems.text, fix: "move the target, or edit the policy file")
        }
    }
}
