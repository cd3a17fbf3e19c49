public import Foundation

/// Runs every rule over one package: the module graph, imports, layers and the generated docs.
public struct ArchitectureChecker: Sendable {
    public var policy: Policy
    public var package: DescribedPackage
    public var root: URL
    public var checksDocs: Bool

    public init(policy: Policy, package: DescribedPackage, root: URL, checksDocs: Bool = true) {
        self.policy = policy
        self.package = package
        self.root = root
        self.checksDocs = checksDocs
    }

    public func check() throws(CheckError) -> CheckReport {
        let problems = PolicyValidation.problems(policy: policy, package: package)
        if !problems.isEmpty {
            throw .invalidPolicy(problem: problems.joined(separator: "\n  "), fix: "edit the policy file")
        }
        let packageModules = Set(package.targets.map(\.name))
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        var violations = GraphRules.violations(policy: policy, package: package).map { GraphRules.placed($0, in: manifest) }

        let targets = package.targets
        let (sources, runs) = sourcesAndRuns()
        let configurations = targets.map {
            policy.configuration(visibleModules: Set($0.dependencies + [$0.name]), packageModules: packageModules)
        }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let files = ParallelWork.map(sources.count, state: ConditionCache()) { conditions, position in
            var file = sources[position]
            // An unreadable file is left without facts.
            guard let source = SourceReader.bytes(atPath: rootPath + file.path) else { return file }
            conditions.read(target: file.targetIndex)
            let facts = SourceScanner.scan(source, configuration: configurations[file.targetIndex], conditions: &conditions)
            (file.imports, file.declarations, file.uses) = (facts.imports, facts.declarations, HandOff(facts))
            return file
        }
        if let unreadable = files.first(where: { $0.uses == nil }) {
            throw .unreadableInput(path: rootPath + unreadable.path, fix: "check the file exists and is readable, or refresh --describe")
        }

        // Per target, on every core: the import rules, and the modules it re-exports.
        let perTarget = ParallelWork.map(targets.count, state: ()) { _, targetIndex in
            let targetFiles = files[runs[targetIndex]]
            var exported: Set<String> = []
            for file in targetFiles {
                for fact in file.imports where fact.isExported && packageModules.contains(fact.module) {
                    exported.insert(fact.module)
                }
            }
            return (ImportRules.violations(target: targets[targetIndex], files: targetFiles, packageModules: packageModules), exported)
        }
        var reexports: [String: Set<String>] = [:]
        for (target, (targetViolations, exported)) in zip(targets, perTarget) {
            violations += targetViolations.map { GraphRules.placed($0, in: manifest) }
            if !exported.isEmpty { reexports[target.name] = exported }
        }
        let index = TypeIndex(
            files: files, runs: zip(targets, runs).map { ($0.name, $1) }, policy: policy,
            dependencies: Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first }))
        let layers = LayerRules(policy: policy, index: index, files: files, packageModules: packageModules, reexports: reexports)
        violations += ParallelWork.map(files.count, state: LayerRules.ScopeCache()) { cache, position in
            layers.findings(in: files[position], fileIndex: position, cache: &cache)
        }.joined()
        if checksDocs {
            violations += try GeneratedDocs(policy: policy, package: package, root: root).staleViolations()
        }
        // Found in this order (graph, imports, each file's layers, docs); equal entries keep it.
        return CheckReport(violations: Violation.inReportOrder(violations), targetCount: targets.count, fileCount: files.count)
    }

    public var graph: ModuleGraph {
        ModuleGraph(package: package, policy: policy)
    }

    /// Every source in the targets' order, so each target's files are one run, with its path and
    /// its first folder when that is a layer (or a part of Core) and something follows it.
    private func sourcesAndRuns() -> ([ScannedFile], [Range<Int>]) {
        var sources: [ScannedFile] = []
        var runs: [Range<Int>] = []
        for (targetIndex, target) in package.targets.enumerated() {
            let folders: Set<String> =
                switch policy.kind(of: target.name) {
                case .feature: Set(policy.layers.folders)
                case .core: Set(policy.core.parts)
                default: []
                }
            let start = sources.count
            for source in target.sources {
                // Split by bytes: splitting the String would look for grapheme clusters in every path.
                let components = source.utf8.split(separator: UInt8(ascii: "/"))
                let layer = components.count > 1 ? String(components[0]).flatMap { folders.contains($0) ? $0 : nil } : nil
                let path = target.path.isEmpty ? source : target.path + "/" + source
                sources.append(ScannedFile(target: target.name, targetIndex: targetIndex, path: path, layer: layer))
            }
            runs.append(start..<sources.count)
        }
        return (sources, runs)
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

    public init(violations: [Violation], targetCount: Int, fileCount: Int) {
        self.violations = violations
        self.targetCount = targetCount
        self.fileCount = fileCount
    }

    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }
}
