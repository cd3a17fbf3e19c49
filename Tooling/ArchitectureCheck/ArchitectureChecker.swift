public import Foundation

/// Runs every rule over one package: the module graph and the generated docs from the manifest,
/// imports and layers from the compiler's index of its sources.
public struct ArchitectureChecker: Sendable {
    public var policy: Policy
    public var package: DescribedPackage
    public var root: URL
    public var checksDocs = true

    /// The findings on `index`, which must be current (`staleSource(in:)` says whether it is).
    public func check(_ index: [IndexedFile]) throws(CheckError) -> CheckReport {
        let problems = PolicyValidation.problems(policy: policy, package: package)
        if !problems.isEmpty {
            throw .invalidPolicy(problem: problems.joined(separator: "\n  "), fix: "edit the policy file")
        }
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let sources = SourceMap(policy: policy, package: package, root: root)
        let files = sources.located(index)
        var violations = (GraphRules.violations(policy: policy, package: package) + ImportRules.violations(package: package, files: files))
            .map { GraphRules.placed($0, in: manifest) }
        violations += LayerRules(policy: policy).violations(files)
        if checksDocs {
            violations += try GeneratedDocs(policy: policy, package: package, root: root).staleViolations()
        }
        return CheckReport(
            violations: violations.sorted(by: Violation.ordered), targetCount: package.targets.count, fileCount: sources.sources.count)
    }

    /// The newest source the index does not hold as it is now (no unit, or modified after it), with
    /// what is wrong; nil when the index is current.
    public func staleSource(in index: [IndexedFile]) -> (path: String, problem: String)? {
        IndexFreshness.staleSource(in: SourceMap(policy: policy, package: package, root: root), index: index)
    }

    /// Whether the rules read more than the imports of the file at an absolute path: only the files
    /// of features and of Core are checked for layers or hold what layers may not use.
    public var readsAllOccurrences: (String) -> Bool {
        let sources = SourceMap(policy: policy, package: package, root: root)
        return { path in sources.place(ofPath: path).map { $0.kind == .feature || $0.kind == .core } ?? false }
    }

    public var graph: ModuleGraph {
        ModuleGraph(package: package, policy: policy)
    }

    /// Rewrites the generated graph and module neighbourhoods; returns the files it changed.
    public func updateDocs() throws(CheckError) -> [String] {
        try GeneratedDocs(policy: policy, package: package, root: root).update()
    }
}

/// The outcome of a check.
public struct CheckReport: Sendable, Equatable {
    /// Every finding, in report order.
    public var violations: [Violation]
    public var targetCount: Int
    public var fileCount: Int

    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }
}
