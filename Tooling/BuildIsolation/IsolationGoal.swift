/// What the architecture promises about builds: a body-only edit recompiles only its module, and a
/// leaf feature's public-API edit only itself and what may use it (the apps, the tooling that
/// exercises it, and with --tests their test targets): never another team's module.
enum IsolationGoal {
    /// PASS or FAIL lines for the body-only edits, `results` in the order measured.
    static func body(_ results: [(module: String, build: VerboseBuild)]) -> [String] {
        guard !results.isEmpty else { return [] }
        let wrong = results.filter { Set($0.build.compiled.keys) != [$0.module] }
        if wrong.isEmpty { return ["PASS body-only: every edit recompiled exactly one module (the edited one)"] }
        let details = wrong.map { "\($0.module) recompiled \(listed($0.build.compiled.keys.sorted(), or: "nothing"))" }
        return ["FAIL body-only: " + details.joined(separator: "; ")]
    }

    /// PASS or FAIL lines for the public-API edits of the `leaves`.
    static func api(
        _ results: [(module: String, build: VerboseBuild)], leaves: [String], reachable: [String], withTests: Bool
    ) -> [String] {
        results.filter { leaves.contains($0.module) }.map { module, build in
            let allowed = Set([module] + reachable + (withTests ? ([module] + reachable).map { "\($0)Tests" } : []))
            let extra = build.compiled.keys.filter { !allowed.contains($0) }.sorted()
            let detail = extra.isEmpty ? "only " + listed(build.compiled.keys.sorted(), or: "") : "also " + extra.joined(separator: ", ")
            return "\(extra.isEmpty ? "PASS" : "FAIL") public-API edit in \(module) recompiles \(detail)"
        }
    }

    static func listed(_ names: [String], or none: String) -> String {
        names.isEmpty ? none : names.joined(separator: ", ")
    }
}
