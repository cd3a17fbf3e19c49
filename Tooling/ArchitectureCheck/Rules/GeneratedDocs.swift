import Foundation

/// The documents the checker writes parts of: the module graph in the policy's graph document and
/// each module's neighbourhood in its README. The check reports stale ones; the update rewrites them.
struct GeneratedDocs: Sendable {
    var policy: Policy
    var package: DescribedPackage
    var root: URL

    private static let fix = "run `swift run check-architecture --update-docs` and commit"

    private var mermaid: String {
        ModuleGraph(package: package, policy: policy).rendered(as: .mermaid)
    }

    func staleViolations() throws(CheckError) -> [Violation] {
        var violations = graphDocumentViolation().map { [$0] } ?? []
        for readme in try ModuleReadme.all(package: package, policy: policy, root: root) where !readme.isCurrent {
            violations.append(
                Violation(
                    rule: .docsNeighbourhoodStale, file: readme.path, subject: readme.path,
                    message: "the module neighbourhood in \(readme.path) is stale",
                    reason: "the documented neighbours of a module must match Package.swift", fix: Self.fix))
        }
        return violations + codeownersViolations()
    }

    private func codeownersViolations() -> [Violation] {
        guard let document = policy.codeowners else { return [] }
        let owners = CodeOwners(package: package, policy: policy, root: root)
        var violations = owners.unowned.map { readme in
            Violation(
                rule: .docsOwnerMissing, file: readme, subject: readme, message: "\(readme) states no owner",
                reason: "every module has one owning team, and CODEOWNERS is generated from these lines",
                fix: "add a line `\(CodeOwners.ownerPrefix) @org/team` to \(readme), then \(Self.fix)")
        }
        let text = try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        if text != owners.text {
            violations.append(
                Violation(
                    rule: .docsCodeownersStale, file: document, subject: document,
                    message: "\(document) \(text == nil ? "is missing" : "is stale")",
                    reason: "CODEOWNERS must say what the module READMEs say", fix: Self.fix))
        }
        return violations
    }

    private func graphDocumentViolation() -> Violation? {
        guard let document = policy.graphDocument else { return nil }
        let url = root.appendingPathComponent(document)
        let fix = "\(Self.fix) \(document)"
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
        guard GraphDocument.updating(text, mermaid: mermaid) == text else {
            return Violation(
                rule: .docsGraphStale, file: document, subject: document, message: "the module graph in \(document) is stale",
                reason: "the documented module graph must match Package.swift", fix: fix)
        }
        return nil
    }

    /// Rewrites the stale generated parts and returns the files it changed; the rest of every
    /// file is kept byte for byte, and current files are not touched.
    func update() throws(CheckError) -> [String] {
        let readmes = try ModuleReadme.all(package: package, policy: policy, root: root)
        guard policy.graphDocument != nil || policy.codeowners != nil || !readmes.isEmpty else {
            throw .invalidPolicy(
                problem: "no \"graphDocument\", no \"codeowners\" and no module README with \(NeighbourhoodDocument.startMarker) to update",
                fix: "add \"graphDocument\": \"docs/module-graph.md\" to the policy")
        }
        var changed: [String] = []
        if let document = policy.graphDocument, try updateGraphDocument(document) {
            changed.append(document)
        }
        for readme in readmes where !readme.isCurrent {
            try write(readme.expected, to: root.appendingPathComponent(readme.path))
            changed.append(readme.path)
        }
        if let document = policy.codeowners {
            let url = root.appendingPathComponent(document)
            let expected = CodeOwners(package: package, policy: policy, root: root).text
            if (try? String(contentsOf: url, encoding: .utf8)) != expected {
                try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(expected, to: url)
                changed.append(document)
            }
        }
        return changed
    }

    private func updateGraphDocument(_ document: String) throws(CheckError) -> Bool {
        let url = root.appendingPathComponent(document)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw .unreadableInput(
                path: url.path, fix: "create it with the lines \(GraphDocument.startMarker) and \(GraphDocument.endMarker)")
        }
        guard let updated = GraphDocument.updating(text, mermaid: mermaid) else {
            throw .unreadableInput(path: url.path, fix: "add the lines \(GraphDocument.startMarker) and \(GraphDocument.endMarker)")
        }
        guard updated != text else { return false }
        try write(updated, to: url)
        return true
    }

    private func write(_ text: String, to url: URL) throws(CheckError) {
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw .unreadableInput(path: url.path, fix: "make it writable")
        }
    }
}
