public import Foundation

/// Runs every rule over one package: the module graph, imports, layers and the docs graph.
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
        var violations = GraphRules.violations(policy: policy, package: package)

        let jobs = jobs(packageModules: packageModules)
        let scanned = ParallelWork.map(jobs.count, state: { [Int: ConditionMemo]() }) { memos, position -> ScannedFile? in
            let job = jobs[position]
            guard let source = SourceReader.bytes(atPath: job.absolutePath) else { return nil }
            let memo = memos[job.file.targetIndex] ?? ConditionMemo()
            memos[job.file.targetIndex] = memo
            var file = job.file
            file.facts = source.withUnsafeBufferPointer { SourceScanner.facts($0, configuration: job.configuration, conditions: memo) }
            file.source = source
            return file
        }
        var files: [ScannedFile] = []
        files.reserveCapacity(jobs.count)
        for (job, file) in zip(jobs, scanned) {
            guard let file else {
                throw .unreadableInput(path: job.absolutePath, fix: "check the file exists and is readable, or refresh --describe")
            }
            files.append(file)
        }

        // Jobs follow the targets' order, so each target's files are one run.
        var start = 0
        for (targetIndex, target) in package.targets.enumerated() {
            var end = start
            while end < files.count, files[end].targetIndex == targetIndex { end += 1 }
            violations += ImportRules.violations(target: target, files: files[start..<end], packageModules: packageModules)
            start = end
        }

        var reexports: [String: Set<String>] = [:]
        for file in files {
            for fact in file.facts.imports where fact.isExported && packageModules.contains(fact.module) {
                reexports[file.target, default: []].insert(fact.module)
            }
        }
        let layerTable = LayerTable(policy: policy)
        let index = TypeIndex(files: files, kinds: policy.kind(of:), layers: layerTable)
        let layers = LayerRules(policy: policy, index: index, layers: layerTable, packageModules: packageModules, reexports: reexports)
        let checked = files
        let found = ParallelWork.map(checked.count, state: {}) { _, position in
            layers.violations(in: checked[position], fileIndex: position)
        }
        for fileViolations in found { violations += fileViolations }
        if checksDocs, let violation = try staleDocsViolation() {
            violations.append(violation)
        }
        return CheckReport(violations: violations.sorted(by: Violation.ordered), targetCount: package.targets.count, fileCount: files.count)
    }

    public var graph: ModuleGraph {
        ModuleGraph(package: package, policy: policy)
    }

    private struct Job: Sendable {
        var absolutePath: String
        var file: ScannedFile
        var configuration: BuildConfiguration
    }

    private func jobs(packageModules: Set<String>) -> [Job] {
        var jobs: [Job] = []
        // Plain concatenation: building a URL per file costs more than scanning it.
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for (targetIndex, target) in package.targets.enumerated() {
            let kind = policy.kind(of: target.name)
            let configuration = policy.configuration(visibleModules: Set(target.dependencies + [target.name]), packageModules: packageModules)
            let folders: Set<String> =
                switch kind {
                case .feature: Set(policy.layers.folders)
                case .core: Set(policy.core.parts)
                default: []
                }
            for source in target.sources {
                let components = source.split(separator: "/")
                let layer = components.count > 1 && folders.contains(String(components[0])) ? String(components[0]) : nil
                let path = target.path.isEmpty ? source : target.path + "/" + source
                let file = ScannedFile(target: target.name, targetIndex: targetIndex, path: path, layer: layer)
                jobs.append(Job(absolutePath: rootPath + path, file: file, configuration: configuration))
            }
        }
        return jobs
    }

    private func staleDocsViolation() throws(CheckError) -> Violation? {
        guard let document = policy.graphDocument else { return nil }
        let url = root.appendingPathComponent(document)
        let mermaid = graph.rendered(as: .mermaid)
        let fix = "run `swift run check-architecture --update-docs` and commit \(document)"
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return Violation(
                rule: .docsGraphStale, file: document, subject: document, message: "\(document) is missing",
                reason: "the documented module graph must match Package.swift", fix: fix)
        }
        guard GraphDocument.updating(text, mermaid: mermaid) != nil else {
            return Violation(
                rule: .docsGraphStale, file: document, subject: document,
                message: "\(document) has no \(GraphDocument.startMarker) … \(GraphDocument.endMarker) markers",
                reason: "the generated graph lives between these markers", fix: "add both markers on their own lines, then \(fix)")
        }
        guard GraphDocument.isCurrent(text, mermaid: mermaid) else {
            return Violation(
                rule: .docsGraphStale, file: document, subject: document, message: "the module graph in \(document) is stale",
                reason: "the documented module graph must match Package.swift", fix: fix)
        }
        return nil
    }

    /// Rewrites the graph between the markers of the policy's graph document.
    public func updateDocs() throws(CheckError) -> String {
        guard let document = policy.graphDocument else {
            throw .invalidPolicy(problem: "no \"graphDocument\" to update", fix: "add \"graphDocument\": \"docs/module-graph.md\" to the policy")
        }
        let url = root.appendingPathComponent(document)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw .unreadableInput(path: url.path, fix: "create it with the lines \(GraphDocument.startMarker) and \(GraphDocument.endMarker)")
        }
        guard let updated = GraphDocument.updating(text, mermaid: graph.rendered(as: .mermaid)) else {
            throw .unreadableInput(path: url.path, fix: "add the lines \(GraphDocument.startMarker) and \(GraphDocument.endMarker)")
        }
        do {
            try updated.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw .unreadableInput(path: url.path, fix: "make it writable")
        }
        return document
    }
}

/// The outcome of a check.
public struct CheckReport: Sendable, Equatable {
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
