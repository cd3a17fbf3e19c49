import Foundation

/// The documents the checker writes (CheckArchitecture.md, "Generated documents and owners").
struct GeneratedDocs: Sendable {
    static let graphMarkers = MarkedRegion(start: "<!-- module-graph:start -->", end: "<!-- module-graph:end -->")
    static let policyMarkers = MarkedRegion(start: "<!-- policy:start -->", end: "<!-- policy:end -->")
    static let neighbourhoodMarkers = MarkedRegion(start: "<!-- module-neighbourhood:start -->", end: "<!-- module-neighbourhood:end -->")
    private static let fix = "run `swift run check-architecture --update-docs` and commit"

    var policy: Policy
    var package: DescribedPackage
    var root: URL

    /// A generated document: its text on disk (nil: missing) and what it should be (nil: no markers).
    struct Document {
        var path: String
        var rule: Rule
        /// What is generated, for the message, and its markers; nil: the whole file.
        var part: (name: String, markers: MarkedRegion)?
        var reason: String
        var text: String?
        var expected: String?
    }

    func documents() throws(CheckError) -> [Document] {
        var documents: [Document] = []
        func marked(_ path: String, _ rule: Rule, _ part: String, _ markers: MarkedRegion, _ block: String, reason: String) {
            let text = read(path)
            let expected = text.flatMap { try? markers.replacing(in: $0, with: "\n```" + block + "```\n", path: path) }
            documents.append(Document(path: path, rule: rule, part: (part, markers), reason: reason, text: text, expected: expected))
        }
        if let path = policy.graphDocument {
            let graph = ModuleGraph(package: package, policy: policy).mermaid
            marked(
                path, .docsGraphStale, "module graph", Self.graphMarkers, "mermaid\n" + graph,
                reason: "the documented module graph must match Package.swift")
        }
        if let path = policy.policyDocument, let text = policy.text {
            let block = "json\n" + text + (text.hasSuffix("\n") ? "" : "\n")
            marked(path, .docsPolicyStale, "policy", Self.policyMarkers, block, reason: "the documented policy must be the policy file")
        }
        let products = ModuleNeighbourhood.productModules(package: package, policy: policy)
        for target in package.targets where !target.path.isEmpty {
            let path = target.path + "/README.md"
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else { continue }
            guard let text = read(path) else { throw .unreadableInput(path: path, fix: "make it a readable UTF-8 file") }
            let neighbourhood = ModuleNeighbourhood(of: target.name, package: package, policy: policy, products: products)
            let block = "\n```mermaid\n" + neighbourhood.graph.mermaid + "```\n\n" + neighbourhood.summary + "\n"
            // A README without the markers has no neighbourhood to keep.
            guard let expected = try Self.neighbourhoodMarkers.replacing(in: text, with: block, path: path) else { continue }
            documents.append(
                Document(
                    path: path, rule: .docsNeighbourhoodStale, part: ("module neighbourhood", Self.neighbourhoodMarkers),
                    reason: "the documented neighbours of a module must match Package.swift", text: text, expected: expected))
        }
        if let path = policy.codeowners {
            documents.append(
                Document(
                    path: path, rule: .docsCodeownersStale, reason: "CODEOWNERS must say what the module READMEs say", text: read(path),
                    expected: CodeOwners(package: package, policy: policy, root: root).text))
        }
        return documents
    }

    func staleViolations() throws(CheckError) -> [Violation] {
        var violations: [Violation] = []
        for document in try documents() where document.text == nil || document.text != document.expected {
            let path = document.path
            let (message, fix): (String, String)
            if document.text == nil {
                (message, fix) = ("\(path) is missing", Self.fix)
            } else if document.expected == nil, let markers = document.part?.markers {
                (message, fix) = (
                    "\(path) has no \(markers.start) … \(markers.end) markers", "add both markers on their own lines, then \(Self.fix)"
                )
            } else {
                (message, fix) = (document.part.map { "the \($0.name) in \(path) is stale" } ?? "\(path) is stale", Self.fix)
            }
            violations.append(
                Violation(rule: document.rule, file: path, subject: path, message: message, reason: document.reason, fix: fix))
        }
        if policy.codeowners != nil {
            violations += CodeOwners(package: package, policy: policy, root: root).unowned.map { readme in
                Violation(
                    rule: .docsOwnerMissing, file: readme, subject: readme, message: "\(readme) states no owner",
                    reason: "every module has one owning team, and CODEOWNERS is generated from these lines",
                    fix: "add a line `\(CodeOwners.ownerPrefix) @org/team` to \(readme), then \(Self.fix)")
            }
        }
        return violations
    }

    /// Rewrites the stale generated parts, the rest byte for byte, and returns the files it changed.
    func update() throws(CheckError) -> [String] {
        let documents = try documents()
        guard !documents.isEmpty else {
            throw .invalidPolicy(
                problem: "no \"graphDocument\", no \"codeowners\" and no module README with \(Self.neighbourhoodMarkers.start) to update",
                fix: "add \"graphDocument\": \"docs/module-graph.md\" to the policy")
        }
        var changed: [String] = []
        for document in documents where document.text != document.expected {
            let url = root.appendingPathComponent(document.path)
            guard let expected = document.expected else {
                let markers = document.part?.markers ?? Self.graphMarkers
                throw .unreadableInput(path: url.path, fix: "create it with the lines \(markers.start) and \(markers.end)")
            }
            try writeFile(expected, to: url)
            changed.append(document.path)
        }
        return changed
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

/// A generated region of a Markdown file between a start and an end marker, each written once.
struct MarkedRegion: Sendable {
    var start: String
    var end: String

    /// The document with `block` between the markers; nil without markers, an error when they are no pair.
    func replacing(in document: String, with block: String, path: String) throws(CheckError) -> String? {
        let (starts, ends) = (document.ranges(of: start), document.ranges(of: end))
        let (problem, fix): (String, String)
        switch (starts.count, ends.count) {
        case (0, 0):
            return nil
        case (1, 1) where starts[0].upperBound <= ends[0].lowerBound:
            return String(document[..<starts[0].upperBound]) + block + String(document[ends[0].lowerBound...])
        case (1, 1): (problem, fix) = ("\(end) comes before \(start)", "put \(start) first")
        case (1, 0): (problem, fix) = ("\(start) has no \(end)", "add \(end) on its own line after it")
        case (0, 1): (problem, fix) = ("\(end) has no \(start)", "add \(start) on its own line before it")
        default:
            (problem, fix) = ("\(starts.count) \(start) and \(ends.count) \(end) markers", "keep one pair of markers and delete the rest")
        }
        throw .malformedDocument(path: path, problem: problem, fix: fix)
    }
}

/// Writes `text` to `url`, making its folder when missing.
func writeFile(_ text: String, to url: URL) throws(CheckError) {
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
        throw .unreadableInput(path: url.path, fix: "make it and its folder writable")
    }
}
