import Foundation

enum GraphRules {
    static func violations(policy: Policy, package: DescribedPackage) -> [Violation] {
        var found: [Violation] = []
        func finding(_ rule: Rule, _ arrow: [String], _ message: String, reason: String, fix: String) {
            let subject = arrow.joined(separator: " -> ")
            found.append(Violation(rule: rule, file: "Package.swift", subject: subject, message: message, reason: reason, fix: fix))
        }
        let ours = Set(package.targets.map(\.name))
        for target in package.targets {
            guard let kind = policy.kind(of: target.name) else { continue }
            for dependency in target.dependencies where ours.contains(dependency) {
                guard let dependencyKind = policy.kind(of: dependency), let reason = forbidden(kind, dependencyKind) else { continue }
                finding(
                    .graphKind, [target.name, dependency],
                    "\(target.name) (\(kind.rawValue)) depends on \(dependency) (\(dependencyKind.rawValue))", reason: reason,
                    fix: "remove \(dependency) from the dependencies of \(target.name) in Package.swift")
            }
            for feature in policy.features where kind == .app && !target.dependencies.contains(feature) {
                finding(
                    .graphAppMissesFeature, [target.name, feature],
                    "the app library \(target.name) does not depend on the feature \(feature)",
                    reason: "the app is the one library that composes every feature",
                    fix: "add \(feature) to the dependencies of \(target.name) in Package.swift")
            }
        }
        for cycle in cycles(package) {
            finding(
                .graphCycle, cycle, "dependency cycle: \(cycle.joined(separator: " -> "))", reason: "the module graph must stay acyclic",
                fix: "remove one of these dependencies; move what both sides need into Domain of the lower module")
        }
        return found
    }

    /// Why a dependency between these kinds is never allowed, or nil when it may be.
    static func forbidden(_ kind: TargetKind, _ dependency: TargetKind) -> String? {
        switch (kind, dependency) {
        case (.model, _), (.core, _): "the model and Core depend on nothing of ours"
        case (_, .test): "nothing depends on a test target"
        case (.test, .executable): nil
        case (_, .executable): "nothing depends on an executable"
        case (.executable, .app), (.test, .app): nil
        case (_, .app): "only executables and tests depend on the app"
        case (.test, .testSupport), (.testSupport, .testSupport): nil
        case (_, .testSupport): "test support is for tests only"
        case (.tooling, .tooling), (.executable, .tooling), (.test, .tooling): nil
        case (_, .tooling), (.tooling, _): "the tooling stays apart from the product's modules"
        case (.feature, .feature), (.app, .feature), (.executable, .feature), (.test, .feature), (.testSupport, .feature): nil
        case (_, .feature): "features are used only by features, the app, executables and tests"
        case (_, .model), (_, .core), (_, .kit): nil
        }
    }

    /// Each elementary cycle found by a depth-first search, as `A -> B -> A`.
    static func cycles(_ package: DescribedPackage) -> [[String]] {
        let dependencies = Dictionary(package.targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var stack: [String] = []
        var found: [[String]] = []
        func visit(_ name: String) {
            state[name] = 1
            stack.append(name)
            for next in (dependencies[name] ?? []).sorted() where dependencies[next] != nil {
                if state[next] == 1, let start = stack.firstIndex(of: next) {
                    // Start the cycle at its first name, so a cycle reads the same from any entry.
                    let members = Array(stack[start...])
                    let first = members.indices.min { members[$0] < members[$1] } ?? 0
                    let rotated = Array(members[first...] + members[..<first])
                    found.append(rotated + [rotated[0]])
                } else if state[next] == nil {
                    visit(next)
                }
            }
            stack.removeLast()
            state[name] = 2
        }
        for name in dependencies.keys.sorted() where state[name] == nil {
            visit(name)
        }
        return found
    }
}
