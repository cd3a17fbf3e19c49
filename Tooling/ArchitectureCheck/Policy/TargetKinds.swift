/// Every target's kind, from where it lives and what SwiftPM says it is (the table in
/// Tooling/README.md), so the policy states only what the layout cannot: which module is the model,
/// which is Core, and the feature arrows.
extension Policy {
    /// The policy with every target's kind derived from `package`; one problem per target that fits
    /// no kind.
    public func withKinds(of package: DescribedPackage) throws(CheckError) -> Policy {
        var policy = self
        var problems: [String] = []
        for target in package.targets {
            switch kind(of: target) {
            case .success(let kind): policy.targets[target.name] = kind
            case .failure(let problem): problems.append(problem.text)
            }
        }
        let declared = Set(package.targets.map(\.name))
        for (key, name) in [("model", model), ("core.module", core.module)] {
            if let name, !declared.contains(name) {
                problems.append("\"\(key)\" names \(name), which Package.swift does not declare; name an existing target")
            }
        }
        guard problems.isEmpty else {
            throw .invalidPolicy(problem: problems.joined(separator: "\n  "), fix: "move the target, or edit the policy file")
        }
        return policy
    }

    private struct Problem: Error {
        var text: String
    }

    private func kind(of target: DescribedTarget) -> Result<TargetKind, Problem> {
        let named: TargetKind? = target.name == model ? .model : target.name == core.module ? .core : nil
        switch (target.type, named) {
        case ("library", let named?): return .success(named)
        case (_, let named?):
            return .failure(
                Problem(
                    text: "\(target.name) is the policy's \(named.rawValue) but not a library (SwiftPM says \(target.type)); name a library"
                ))
        case ("test", nil): return .success(.test)
        case ("executable", nil): return .success(.executable)
        case ("library", nil): break
        default: return .failure(Problem(text: "\(target.name) is a \(target.type) target, which the architecture has no kind for"))
        }
        let folders = target.path.split(separator: "/")
        switch folders.first {
        case "Modules" where folders.count == 2:
            let layers = Set(layers.folders)
            if target.sources.contains(where: { $0.split(separator: "/").first.map { layers.contains(String($0)) } ?? false }) {
                return .success(.feature)
            }
            return .failure(
                Problem(
                    text:
                        "\(target.name) (\(target.path)) has no \(self.layers.folders.joined(separator: ", ")) folder; a feature keeps its code in them (or name it the policy's \"model\" or \"core.module\")"
                ))
        case "Apps": return .success(.app)
        case "Tests" where folders.dropFirst().first == "Support": return .success(.testSupport)
        case "Tooling": return .success(.tooling)
        default:
            return .failure(
                Problem(
                    text:
                        "\(target.name) (\(target.path)) is in no folder that says its kind; put it in Modules/<Name>, Apps/, Tests/Support/ or Tooling/"
                ))
        }
    }
}
