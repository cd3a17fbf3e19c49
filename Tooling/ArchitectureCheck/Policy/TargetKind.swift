/// The role of a target in the architecture; the graph rules are written in terms of kinds.
public enum TargetKind: String, Sendable, Codable, CaseIterable {
    case model, core, feature, app, executable, testSupport, test, tooling
    /// One of our libraries the policy lists in `uiFrameworks` (Presentacion): used like SwiftUI.
    case kit

    /// What ships as a library, each with one owning team and a public-API contract.
    var isProductLibrary: Bool { [.model, .core, .kit, .feature, .app].contains(self) }
}

/// Every target's kind, from where it lives and what SwiftPM says it is (CheckArchitecture.md, "The rules").
extension Policy {
    /// The policy with every target's kind; one problem per target that fits no kind.
    public func withKinds(of package: DescribedPackage) throws(CheckError) -> Policy {
        var policy = self
        var problems: [String] = []
        for target in package.targets {
            do {
                policy.targets[target.name] = try kind(of: target)
            } catch {
                problems.append(error.text)
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

    private struct Problem: Error { var text: String }

    private func kind(of target: DescribedTarget) throws(Problem) -> TargetKind {
        let named: TargetKind? = target.name == model ? .model : target.name == core.module ? .core : nil
        switch (target.type, named) {
        case ("library", let named?): return named
        case (_, let named?):
            throw Problem(
                text: "\(target.name) is the policy's \(named.rawValue) but not a library (SwiftPM says \(target.type)); name a library")
        case ("test", nil): return .test
        case ("executable", nil): return .executable
        case ("library", nil) where uiFrameworks.contains(target.name): return .kit
        case ("library", nil): break
        default: throw Problem(text: "\(target.name) is a \(target.type) target, which the architecture has no kind for")
        }
        let folders = target.path.split(separator: "/")
        switch folders.first {
        case "Modules" where folders.count == 2:
            let names = layers.folders
            if target.sources.contains(where: { $0.split(separator: "/").first.map { names.contains(String($0)) } ?? false }) {
                return .feature
            }
            throw Problem(
                text:
                    "\(target.name) (\(target.path)) has no \(names.joined(separator: ", ")) folder; a feature keeps its code in them (or name it the policy's \"model\" or \"core.module\")"
            )
        case "Apps": return .app
        case "Tests" where folders.dropFirst().first == "Support": return .testSupport
        case "Tooling": return .tooling
        default:
            throw Problem(
                text:
                    "\(target.name) (\(target.path)) is in no folder that says its kind; put it in Modules/<Name>, Apps/, Tests/Support/ or Tooling/"
            )
        }
    }

    /// The App targets and the executables that depend on one: the App and its shells.
    func appAndShells(of package: DescribedPackage) -> Set<String> {
        let apps = Set(package.targets.filter { kind(of: $0.name) == .app }.map(\.name))
        let onApps = package.targets.filter { kind(of: $0.name) == .executable && !apps.isDisjoint(with: $0.dependencies) }
        return apps.union(onApps.map(\.name))
    }
}
