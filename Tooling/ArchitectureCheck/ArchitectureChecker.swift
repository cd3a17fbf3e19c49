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

        // Sources in the targets' order, so each target's files are one run.
        let contexts = targetContexts(packageModules: packageModules)
        let (sources, runs) = sourcesAndRuns()
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let targets = package.targets
        let uses = HandOff<NameUses>(count: sources.count)
        let files = ParallelWork.map(sources.count, state: ConditionMemo()) { memo, position in
            let (targetIndex, sourceIndex) = sources[position]
            let context = contexts[targetIndex]
            var file = context.file(for: targets[targetIndex].sources[sourceIndex], targetIndex: targetIndex)
            guard let source = SourceReader.bytes(atPath: rootPath + file.path) else {
                file.isUnreadable = true
                return file
            }
            memo.read(target: targetIndex)
            let facts = source.withUnsafeBufferPointer { SourceScanner.facts($0, configuration: context.configuration, conditions: memo) }
            uses.put(
                position,
                NameUses(
                    source: source, pieces: facts.pieces, references: facts.references, localNames: facts.localNames, nested: facts.nested))
            file.facts = ScannedFacts(imports: facts.imports, declarations: facts.declarations)
            return file
        }
        // By position, so that no file is copied just to look at one flag.
        if let unreadable = files.indices.first(where: { files[$0].isUnreadable }) {
            throw .unreadableInput(
                path: rootPath + files[unreadable].path, fix: "check the file exists and is readable, or refresh --describe")
        }

        // Per target, on every core: the import rules, and the modules it re-exports.
        let perTarget = ParallelWork.map(targets.count, state: ()) { _, targetIndex in
            let targetFiles = files[runs[targetIndex]]
            var exported: Set<String> = []
            for file in targetFiles {
                for fact in file.facts.imports where fact.isExported && packageModules.contains(fact.module) {
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
        let layerTable = LayerTable(policy: policy)
        let index = TypeIndex(
            files: files, runs: zip(targets, runs).map { ($0.name, $1) }, policy: policy, layers: layerTable,
            dependencies: Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first }))
        let layers = LayerRules(
            policy: policy, index: index, files: files, layers: layerTable, packageModules: packageModules, reexports: reexports)
        let found = ParallelWork.map(files.count, state: LayerRules.ScopeCache()) { cache, position -> FileLayerFindings in
            guard let names = uses.take(position) else { return FileLayerFindings() }
            return layers.findings(in: files[position], fileIndex: position, uses: names, cache: &cache)
        }
        // Every finding in the order found (graph, imports, each file's layers, docs): report
        // order sorts them, and equal entries keep this order.
        var written = violations
        var pending = written.indices.map(PendingFinding.written)
        var text = FindingText(policy: policy, layers: layerTable, fileCount: files.count)
        for position in found.indices {
            if let outside = found[position].outsideFolders {
                pending.append(.written(written.count))
                written.append(outside)
            }
            text.gather(found[position], from: files, into: &pending)
        }
        // What the report does not keep, freed on every core rather than file after file.
        _ = consume layers  // it shares `files`, which would otherwise be copied to be released
        var spentFindings = consume found
        ParallelWork.release(&spentFindings, replacingWith: FileLayerFindings())
        let fileCount = files.count
        var spentFiles = consume files
        ParallelWork.release(&spentFiles, replacingWith: ScannedFile.released)
        if checksDocs {
            for violation in try GeneratedDocs(policy: policy, package: package, root: root).staleViolations() {
                pending.append(.written(written.count))
                written.append(violation)
            }
        }
        return CheckReport(
            findings: ReportFindings(ordering: pending, written: written, text: text.gathered()), targetCount: package.targets.count,
            fileCount: fileCount)
    }

    public var graph: ModuleGraph {
        ModuleGraph(package: package, policy: policy)
    }

    /// What every file of a target shares: where its files are, its layer folders, and the
    /// configuration its `#if`s are evaluated in.
    private struct TargetContext: Sendable {
        var name: String
        var pathPrefix: String
        var folders: Set<String>
        var configuration: BuildConfiguration

        func file(for source: String, targetIndex: Int) -> ScannedFile {
            ScannedFile(target: name, targetIndex: targetIndex, path: pathPrefix + source, layer: layer(of: source))
        }

        /// The first folder of `source` when it is a layer and something follows it: the same as
        /// splitting the path on "/" (empty parts dropped), without building the parts.
        private func layer(of source: String) -> String? {
            let utf8 = source.utf8
            guard let slash = utf8.firstIndex(of: UInt8(ascii: "/")), slash != utf8.startIndex else {
                let components = source.split(separator: "/")
                return components.count > 1 && folders.contains(String(components[0])) ? String(components[0]) : nil
            }
            guard utf8[slash...].contains(where: { $0 != UInt8(ascii: "/") }) else { return nil }
            let folder = String(source[..<slash])
            return folders.contains(folder) ? folder : nil
        }
    }

    /// Every source as (target, position in its target), and each target's run of them.
    private func sourcesAndRuns() -> ([(target: Int, source: Int)], [Range<Int>]) {
        var sources: [(target: Int, source: Int)] = []
        var runs: [Range<Int>] = []
        for (targetIndex, target) in package.targets.enumerated() {
            let start = sources.count
            sources += target.sources.indices.map { (targetIndex, $0) }
            runs.append(start..<sources.count)
        }
        return (sources, runs)
    }

    private func targetContexts(packageModules: Set<String>) -> [TargetContext] {
        package.targets.map { target in
            let folders: Set<String> =
                switch policy.kind(of: target.name) {
                case .feature: Set(policy.layers.folders)
                case .core: Set(policy.core.parts)
                default: []
                }
            return TargetContext(
                name: target.name, pathPrefix: target.path.isEmpty ? "" : target.path + "/", folders: folders,
                configuration: policy.configuration(
                    visibleModules: Set(target.dependencies + [target.name]), packageModules: packageModules))
        }
    }

    /// Rewrites the generated graph and module neighbourhoods; returns the files it changed.
    public func updateDocs() throws(CheckError) -> [String] {
        try GeneratedDocs(policy: policy, package: package, root: root).update()
    }
}

/// The outcome of a check. Its findings are put into words the first time they are read.
public struct CheckReport: Sendable, Equatable {
    private var findings: ReportFindings
    public var targetCount: Int
    public var fileCount: Int

    public init(violations: [Violation], targetCount: Int, fileCount: Int) {
        findings = ReportFindings(violations)
        self.targetCount = targetCount
        self.fileCount = fileCount
    }

    init(findings: ReportFindings, targetCount: Int, fileCount: Int) {
        self.findings = findings
        self.targetCount = targetCount
        self.fileCount = fileCount
    }

    /// Every finding, in report order.
    public var violations: [Violation] {
        get { findings.violations }
        set { findings = ReportFindings(newValue) }
    }

    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }

    public static func == (left: CheckReport, right: CheckReport) -> Bool {
        left.targetCount == right.targetCount && left.fileCount == right.fileCount && left.violations == right.violations
    }
}
