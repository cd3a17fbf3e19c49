public import Foundation

/// Runs every rule over one package (CheckArchitecture.md).
public struct ArchitectureChecker: Sendable {
    public var policy: Policy
    public var package: DescribedPackage
    public var root: URL
    public var checksDocs = true
    /// The SDK surface's symbol graphs, for `platform.availability`; nil skips it.
    public var availability: URL?
    /// The index of the signature probes' build, for `platform.unprobed` (with `availability`).
    public var probes: [IndexedFile]?

    /// The findings on `index`, which must be current (`staleSource(in:)` says whether it is).
    public func check(_ index: [IndexedFile]) throws(CheckError) -> CheckReport {
        let problems = policy.problems
        if !problems.isEmpty {
            throw .invalidPolicy(problem: problems.joined(separator: "\n  "), fix: "edit the policy file")
        }
        let sources = SourceMap(policy: policy, package: package, root: root)
        let files = sources.located(index)
        var violations =
            GraphRules.violations(policy: policy, package: package) + ImportRules.violations(policy: policy, package: package, files: files)
        violations += LayerRules(policy: policy).violations(files)
        violations += WiringRules(policy: policy, package: package).violations(files)
        if let availability {
            let surface = try SurfaceSymbols.load(from: availability)
            violations += AvailabilityRules(introduced: surface.introduced, targets: package.platforms).violations(files)
            if let probes {
                violations += ProbeRules(declared: surface.names, probed: ProbeRules.referenced(in: probes)).violations(files)
            }
        }
        if checksDocs {
            violations += try GeneratedDocs(policy: policy, package: package, root: root).staleViolations()
        }
        return CheckReport(
            violations: violations.sorted(by: Violation.ordered), targetCount: package.targets.count, fileCount: sources.sources.count)
    }

    /// The newest source the index does not hold as it is now (no unit, or modified after it), with
    /// what is wrong; nil when the index is current.
    public func staleSource(in index: [IndexedFile]) -> (path: String, problem: String)? {
        SourceMap(policy: policy, package: package, root: root).staleSource(in: index)
    }
}

public struct CheckReport: Sendable, Equatable {
    /// Every finding, in report order.
    public var violations: [Violation]
    public var targetCount: Int
    public var fileCount: Int

    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }
}
